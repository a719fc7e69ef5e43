import { COLLECTIONS } from '@portfolio/model/collections';
import { orderedCollection } from '@/data/admin-collection';
import { educationCodec } from './model';

export const educationAdmin = orderedCollection({
  name: COLLECTIONS.education,
  codec: educationCodec,
  orderBy: [['order_index', 'asc']],
});
