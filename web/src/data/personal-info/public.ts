import { COLLECTIONS, type PersonalInfoField } from '@portfolio/model/collections';
import { liteReadDb } from '@/data/firebase/lite-db';
import type { PublicDb } from '@/data/firebase/public-db';
import { rowsToPersonalInfo, type PersonalInfo } from './model';

/** All rows (About), or only the named fields (the hero and the home teaser). */
export async function fetchPersonalInfo(
  fields?: readonly PersonalInfoField[],
  db: PublicDb = liteReadDb,
): Promise<PersonalInfo> {
  const rows = await db.list(
    COLLECTIONS.personalInfo,
    fields ? { where: [['field_name', 'in', [...fields]]] } : {},
  );
  return rowsToPersonalInfo(rows.map((row) => row.data));
}
