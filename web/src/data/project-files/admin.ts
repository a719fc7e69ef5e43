import { httpsCallable } from 'firebase/functions';
import { COLLECTIONS } from '@portfolio/model/collections';
import { REORDER_FUNCTION } from '@portfolio/model/limits';
import { orderedCollection, type OrderUpdate } from '@/data/admin-collection';
import { functions } from '@/data/firebase/full';
import { projectFileCodec } from './model';

export type { OrderUpdate };

const reorderCallable = httpsCallable<{ updates: OrderUpdate[] }, { updated: number }>(
  functions,
  REORDER_FUNCTION,
);

/**
 * A project's files (scope: the project's id), by order_index then upload time. A new order goes
 * through the callable 'reorder-project-files', which writes all of it in one atomic step.
 */
export const projectFilesAdmin = orderedCollection({
  name: COLLECTIONS.projectFiles,
  codec: projectFileCodec,
  orderBy: [
    ['order_index', 'asc'],
    ['created_at', 'asc'],
  ],
  scopeField: 'project_id',
  stamped: true,
  writeOrder: async (updates) => (await reorderCallable({ updates })).data,
});
