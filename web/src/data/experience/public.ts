import { COLLECTIONS } from '@portfolio/model/collections';
import { liteReadDb } from '@/data/firebase/lite-db';
import { listOf, type PublicDb } from '@/data/firebase/public-db';
import { pick } from '@/lib/pick';
import { experienceCodec, type Experience } from './model';

/** Ordered by order_index. */
export function fetchExperience(limit?: number, db: PublicDb = liteReadDb): Promise<Experience[]> {
  return listOf(db, COLLECTIONS.experience, experienceCodec, {
    orderBy: [['order_index', 'asc']],
    limit: limit || undefined,
  });
}

/** What the home page's timeline shows of an entry: kept alone, it is all its stored copy holds. */
const TEASER_FIELDS = ['id', 'position', 'company', 'start_date', 'end_date'] as const;
export type ExperienceTeaser = Pick<Experience, (typeof TEASER_FIELDS)[number]>;

/** The first `limit` entries as the home page shows them. */
export async function fetchExperienceTeasers(
  limit: number,
  db: PublicDb = liteReadDb,
): Promise<ExperienceTeaser[]> {
  return (await fetchExperience(limit, db)).map((entry) => pick(entry, TEASER_FIELDS));
}
