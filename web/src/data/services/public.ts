import { orderBy } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@portfolio/model/collections';
import { fetchList } from '@/data/firebase/lite-query';
import { serviceCodec, type Service } from './model';

export function fetchServices(): Promise<Service[]> {
  return fetchList(COLLECTIONS.services, serviceCodec, orderBy('order_index', 'asc'));
}
