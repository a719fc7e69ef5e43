import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { db } from '@/data/firebase/full';
import { cvSettingsFromDoc, normaliseCvSettings, type CvSettings } from './model';

/** The one settings document; the backup reads and restores it too. */
export const cvSettingsDoc = () => doc(db, CV_SETTINGS_PATH.collection, CV_SETTINGS_PATH.doc);

export async function fetchCvSettingsAdmin(): Promise<CvSettings> {
  return cvSettingsFromDoc((await getDoc(cvSettingsDoc())).data());
}

/** The whole document each time: the rules check it as stored. */
export async function saveCvSettings(input: CvSettings): Promise<void> {
  await setDoc(cvSettingsDoc(), { ...normaliseCvSettings(input), updated_at: serverTimestamp() });
}
