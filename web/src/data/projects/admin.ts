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
} from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { db, fullConverter } from '@/data/firebase/full';
import { projectCodec, projectToDoc, type Project, type ProjectInput } from './model';

const ref = collection(db, COLLECTIONS.projects);

const projectsAdminQuery = query(
  ref.withConverter(fullConverter(projectCodec)),
  orderBy('created_at', 'desc'),
);

export async function fetchProjectsAdmin(): Promise<Project[]> {
  return (await getDocs(projectsAdminQuery)).docs.map((d) => d.data());
}

export async function createProject(input: ProjectInput): Promise<string> {
  const created = await addDoc(ref, { ...projectToDoc(input), created_at: serverTimestamp() });
  return created.id;
}

export function updateProject(id: string, input: ProjectInput): Promise<void> {
  return updateDoc(doc(ref, id), { ...projectToDoc(input) });
}

/** The project's files and their Storage objects are removed by the cascade function. */
export function deleteProject(id: string): Promise<void> {
  return deleteDoc(doc(ref, id));
}
