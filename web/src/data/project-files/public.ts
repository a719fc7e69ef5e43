import { COLLECTIONS } from '@portfolio/model/collections';
import { liteReadDb } from '@/data/firebase/lite-db';
import { listOf, type PublicDb } from '@/data/firebase/public-db';
import { projectFileCodec, type ProjectFile } from './model';

/** By project, order_index ascending then created_at ascending. */
export function fetchProjectFiles(projectId: string, db: PublicDb = liteReadDb): Promise<ProjectFile[]> {
  return listOf(db, COLLECTIONS.projectFiles, projectFileCodec, {
    where: [['project_id', '==', projectId]],
    orderBy: [
      ['order_index', 'asc'],
      ['created_at', 'asc'],
    ],
  });
}
