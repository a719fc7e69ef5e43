import { doc, getDoc } from 'firebase/firestore/lite';
import { CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { liteDb } from '@/data/firebase/lite';
import { cvSettingsFromDoc, type CvSettings } from './model';

export async function fetchCvSettings(): Promise<CvSettings> {
  const snapshot = await getDoc(doc(liteDb, CV_SETTINGS_PATH.collection, CV_SETTINGS_PATH.doc));
  return cvSettingsFromDoc(snapshot.data());
}
