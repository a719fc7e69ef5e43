import { limit as take, orderBy } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@portfolio/model/collections';
import { fetchList } from '@/data/firebase/lite-query';
import { pick } from '@/lib/pick';
import { educationCodec, type Education } from './model';

/** Ordered by order_index. */
export function fetchEducation(limit?: number): Promise<Education[]> {
  const constraints = [orderBy('order_index', 'asc'), ...(limit ? [take(limit)] : [])];
  return fetchList(COLLECTIONS.education, educationCodec, ...constraints);
}

/** What the home page's timeline shows of an entry: kept alone, it is all its stored copy holds. */
const TEASER_FIELDS = ['id', 'degree', 'institution', 'start_date', 'end_date'] as const;
export type EducationTeaser = Pick<Education, (typeof TEASER_FIELDS)[number]>;

/** The first `limit` entries as the home page shows them. */
export async function fetchEducationTeasers(limit: number): Promise<EducationTeaser[]> {
  return (await fetchEducation(limit)).map((entry) => pick(entry, TEASER_FIELDS));
}
