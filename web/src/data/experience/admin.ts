import { COLLECTIONS } from '@portfolio/model/collections';
import { orderedCollection } from '@/data/admin-collection';
import { experienceCodec } from './model';

export const experienceAdmin = orderedCollection({
  name: COLLECTIONS.experience,
  codec: experienceCodec,
  orderBy: [['order_index', 'asc']],
});
