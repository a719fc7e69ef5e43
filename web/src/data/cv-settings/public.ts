import { CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { liteReadDb } from '@/data/firebase/lite-db';
import type { PublicDb } from '@/data/firebase/public-db';
import { cvSettingsFromDoc, type CvSettings } from './model';

export async function fetchCvSettings(db: PublicDb = liteReadDb): Promise<CvSettings> {
  return cvSettingsFromDoc((await db.get(CV_SETTINGS_PATH.collection, CV_SETTINGS_PATH.doc))?.data);
}
