import { COLLECTIONS } from '@portfolio/model/collections';
import { liteReadDb } from '@/data/firebase/lite-db';
import { listOf, type PublicDb } from '@/data/firebase/public-db';
import { certificationCodec, type Certification } from './model';

export function fetchCertifications(db: PublicDb = liteReadDb): Promise<Certification[]> {
  return listOf(db, COLLECTIONS.certifications, certificationCodec, { orderBy: [['order_index', 'asc']] });
}
