import { limit as take, orderBy } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@portfolio/model/collections';
import { fetchList } from '@/data/firebase/lite-query';
import { educationCodec, type Education } from './model';

/** Ordered by order_index; the home teaser passes a limit of 2. */
export function fetchEducation(limit?: number): Promise<Education[]> {
  const constraints = [orderBy('order_index', 'asc'), ...(limit ? [take(limit)] : [])];
  return fetchList(COLLECTIONS.education, educationCodec, ...constraints);
}
