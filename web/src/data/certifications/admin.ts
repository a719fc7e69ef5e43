import { COLLECTIONS } from '@portfolio/model/collections';
import { orderedCollection } from '@/data/admin-collection';
import { certificationCodec } from './model';

export const certificationsAdmin = orderedCollection({
  name: COLLECTIONS.certifications,
  codec: certificationCodec,
  orderBy: [['order_index', 'asc']],
  stamped: true,
});
