import { COLLECTIONS } from '@portfolio/model/collections';
import { adminCollection } from '@/data/admin-collection';
import { skillCodec } from './model';

/** Category, then name. */
export const skillsAdmin = adminCollection({
  name: COLLECTIONS.skills,
  codec: skillCodec,
  orderBy: [
    ['category', 'asc'],
    ['name', 'asc'],
  ],
});
