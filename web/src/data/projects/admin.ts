import { COLLECTIONS } from '@portfolio/model/collections';
import { adminCollection } from '@/data/admin-collection';
import { projectCodec } from './model';

/**
 * Newest first. Removing a project removes only its document: its files and their Storage
 * objects go with it through the cascade function.
 */
export const projectsAdmin = adminCollection({
  name: COLLECTIONS.projects,
  codec: projectCodec,
  orderBy: [['created_at', 'desc']],
  stamped: true,
});
