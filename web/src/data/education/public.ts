import { COLLECTIONS } from '@portfolio/model/collections';
import { liteReadDb } from '@/data/firebase/lite-db';
import { listOf, type PublicDb } from '@/data/firebase/public-db';
import { pick } from '@/lib/pick';
import { educationCodec, type Education } from './model';

/** Ordered by order_index. */
export function fetchEducation(limit?: number, db: PublicDb = liteReadDb): Promise<Education[]> {
  return listOf(db, COLLECTIONS.education, educationCodec, {
    orderBy: [['order_index', 'asc']],
    limit: limit || undefined,
  });
}

/** What the home page's timeline shows of an entry: kept alone, it is all its stored copy holds. */
const TEASER_FIELDS = ['id', 'degree', 'institution', 'start_date', 'end_date'] as const;
export type EducationTeaser = Pick<Education, (typeof TEASER_FIELDS)[number]>;

/** The first `limit` entries as the home page shows them. */
export async function fetchEducationTeasers(
  limit: number,
  db: PublicDb = liteReadDb,
): Promise<EducationTeaser[]> {
  return (await fetchEducation(limit, db)).map((entry) => pick(entry, TEASER_FIELDS));
}
