import { orderBy, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@portfolio/model/collections';
import { fetchList } from '@/data/firebase/lite-query';
import { projectFileCodec, type ProjectFile } from './model';

/** By project, order_index ascending then created_at ascending. */
export function fetchProjectFiles(projectId: string): Promise<ProjectFile[]> {
  return fetchList(
    COLLECTIONS.projectFiles,
    projectFileCodec,
    where('project_id', '==', projectId),
    orderBy('order_index', 'asc'),
    orderBy('created_at', 'asc'),
  );
}
