import { limit as take, orderBy } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@portfolio/model/collections';
import { fetchList } from '@/data/firebase/lite-query';
import { experienceCodec, type Experience } from './model';

/** Ordered by order_index; the home teaser passes a limit of 2. */
export function fetchExperience(limit?: number): Promise<Experience[]> {
  const constraints = [orderBy('order_index', 'asc'), ...(limit ? [take(limit)] : [])];
  return fetchList(COLLECTIONS.experience, experienceCodec, ...constraints);
}
