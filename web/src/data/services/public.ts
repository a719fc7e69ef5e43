import { COLLECTIONS } from '@portfolio/model/collections';
import { liteReadDb } from '@/data/firebase/lite-db';
import { listOf, type PublicDb } from '@/data/firebase/public-db';
import { serviceCodec, type Service } from './model';

export function fetchServices(db: PublicDb = liteReadDb): Promise<Service[]> {
  return listOf(db, COLLECTIONS.services, serviceCodec, { orderBy: [['order_index', 'asc']] });
}
