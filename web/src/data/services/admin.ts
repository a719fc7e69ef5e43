import { COLLECTIONS } from '@portfolio/model/collections';
import { orderedCollection } from '@/data/admin-collection';
import { serviceCodec } from './model';

export const servicesAdmin = orderedCollection({
  name: COLLECTIONS.services,
  codec: serviceCodec,
  orderBy: [['order_index', 'asc']],
});
