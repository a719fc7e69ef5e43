import { orderBy } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@portfolio/model/collections';
import { fetchList } from '@/data/firebase/lite-query';
import { certificationCodec, type Certification } from './model';

export function fetchCertifications(): Promise<Certification[]> {
  return fetchList(COLLECTIONS.certifications, certificationCodec, orderBy('order_index', 'asc'));
}
