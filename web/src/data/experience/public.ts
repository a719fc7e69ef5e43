import { limit as take, orderBy } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@portfolio/model/collections';
import { fetchList } from '@/data/firebase/lite-query';
import { pick } from '@/lib/pick';
import { experienceCodec, type Experience } from './model';

/** Ordered by order_index. */
export function fetchExperience(limit?: number): Promise<Experience[]> {
  const constraints = [orderBy('order_index', 'asc'), ...(limit ? [take(limit)] : [])];
  return fetchList(COLLECTIONS.experience, experienceCodec, ...constraints);
}

/** What the home page's timeline shows of an entry: kept alone, it is all its stored copy holds. */
const TEASER_FIELDS = ['id', 'position', 'company', 'start_date', 'end_date'] as const;
export type ExperienceTeaser = Pick<Experience, (typeof TEASER_FIELDS)[number]>;

/** The first `limit` entries as the home page shows them. */
export async function fetchExperienceTeasers(limit: number): Promise<ExperienceTeaser[]> {
  return (await fetchExperience(limit)).map((entry) => pick(entry, TEASER_FIELDS));
}
