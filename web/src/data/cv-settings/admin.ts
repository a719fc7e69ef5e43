import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { db } from '@/data/firebase/full';
import { cvSettingsFromDoc, normaliseCvSettings, type CvSettings } from './model';

const settingsDoc = () => doc(db, CV_SETTINGS_PATH.collection, CV_SETTINGS_PATH.doc);

export async function fetchCvSettingsAdmin(): Promise<CvSettings> {
  return cvSettingsFromDoc((await getDoc(settingsDoc())).data());
}

/** The whole document each time: the rules check it as stored. */
export async function saveCvSettings(input: CvSettings): Promise<void> {
  await setDoc(settingsDoc(), { ...normaliseCvSettings(input), updated_at: serverTimestamp() });
}
