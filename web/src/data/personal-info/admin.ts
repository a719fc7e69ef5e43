import { collection, doc, getDocs, serverTimestamp, writeBatch } from 'firebase/firestore';
import { COLLECTIONS, type PersonalInfoField } from '@portfolio/model/collections';
import { db } from '@/data/firebase/full';
import { rowsToPersonalInfo, type PersonalInfo } from './model';

export async function fetchPersonalInfoAdmin(): Promise<PersonalInfo> {
  const snapshot = await getDocs(collection(db, COLLECTIONS.personalInfo));
  return rowsToPersonalInfo(snapshot.docs.map((d) => d.data()));
}

/** Upsert per field, conflicting on field_name: the document id is the field name. */
export async function savePersonalInfo(values: PersonalInfo): Promise<void> {
  const batch = writeBatch(db);
  for (const [field, value] of Object.entries(values) as Array<[PersonalInfoField, string]>) {
    batch.set(doc(db, COLLECTIONS.personalInfo, field), {
      field_name: field,
      field_value: value,
      updated_at: serverTimestamp(),
    });
  }
  await batch.commit();
}
