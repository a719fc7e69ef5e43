import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { COLLECTIONS } from '@portfolio/model/collections';
import { REORDER_FUNCTION } from '@portfolio/model/limits';
import { db, fullConverter, functions } from '@/data/firebase/full';
import {
  projectFileCodec,
  projectFileToDoc,
  type ProjectFile,
  type ProjectFileInput,
  type ProjectFileUpdate,
} from './model';

const ref = collection(db, COLLECTIONS.projectFiles);

export async function fetchProjectFilesAdmin(projectId: string): Promise<ProjectFile[]> {
  const q = query(
    ref.withConverter(fullConverter(projectFileCodec)),
    where('project_id', '==', projectId),
    orderBy('order_index', 'asc'),
    orderBy('created_at', 'asc'),
  );
  return (await getDocs(q)).docs.map((d) => d.data());
}

export async function insertProjectFile(input: ProjectFileInput): Promise<string> {
  const created = await addDoc(ref, { ...projectFileToDoc(input), created_at: serverTimestamp() });
  return created.id;
}

export function updateProjectFile(id: string, update: ProjectFileUpdate): Promise<void> {
  return updateDoc(doc(ref, id), {
    name: update.name.trim() || 'Untitled file',
    description: update.description?.trim() ?? '',
    order_index: update.order_index,
  });
}

export function deleteProjectFileDoc(id: string): Promise<void> {
  return deleteDoc(doc(ref, id));
}

export interface OrderUpdate {
  id: string;
  order_index: number;
}

/** The callable 'reorder-project-files': all updates in one atomic write on the server. */
export async function reorderProjectFiles(updates: OrderUpdate[]): Promise<{ updated: number }> {
  const call = httpsCallable<{ updates: OrderUpdate[] }, { updated: number }>(functions, REORDER_FUNCTION);
  return (await call({ updates })).data;
}
