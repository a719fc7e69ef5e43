import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS, type PersonalInfoField } from '@portfolio/model/collections';
import { liteDb } from '@/data/firebase/lite';
import { rowsToPersonalInfo, type PersonalInfo } from './model';

/** All rows (About), or only the named fields (the hero and the home teaser). */
export async function fetchPersonalInfo(fields?: readonly PersonalInfoField[]): Promise<PersonalInfo> {
  const ref = collection(liteDb, COLLECTIONS.personalInfo);
  const q = fields ? query(ref, where('field_name', 'in', [...fields])) : ref;
  const snapshot = await getDocs(q);
  return rowsToPersonalInfo(snapshot.docs.map((d) => d.data()));
}
