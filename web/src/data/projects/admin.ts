import { collection, doc, getDoc, serverTimestamp, writeBatch, type DocumentData } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { nextOldSlugs, PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { adminCollection } from '@/data/admin-collection';
import { db } from '@/data/firebase/full';
import { projectCodec, type ProjectInput } from './model';

/**
 * Newest first. Removing a project removes only its document: its files and their Storage
 * objects go with it through the cascade function, and its address claims to the trash with it
 * (the content trigger): its links answer 'not found' until a restore from the trash claims them
 * again, or a new project takes the address.
 */
export const projectsAdmin = adminCollection({
  name: COLLECTIONS.projects,
  codec: projectCodec,
  orderBy: [['created_at', 'desc']],
  stamped: true,
});

/** The address is another project's (its current or earlier slug, or its document id). */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The address ${slug} belongs to another project`);
  }
}

const claimRef = (slug: string) => doc(db, PROJECT_SLUGS_COLLECTION, slug);
const projectRef = (id: string) => doc(db, COLLECTIONS.projects, id);

/** True when `slug` leads to a project other than `projectId` (which may not exist yet). */
export async function slugTaken(slug: string, projectId: string | undefined): Promise<boolean> {
  const [claim, sameId] = await Promise.all([getDoc(claimRef(slug)), getDoc(projectRef(slug))]);
  if (sameId.exists() && slug !== projectId) return true;
  const holder: unknown = claim.exists() ? claim.get('project_id') : undefined;
  if (typeof holder !== 'string' || holder === projectId) return false;
  // A claim of a deleted project is free to take.
  return (await getDoc(projectRef(holder))).exists();
}

/** What the project was saved as, so a rename keeps the address it had. */
export interface SavedAddress {
  slug?: string;
  old_slugs?: string[];
}

/**
 * Creates (no id) or updates a project together with the claim on its address, in one batch:
 * the rules refuse a project whose slug another project claims, so of two tabs saving the same
 * slug only one succeeds. The slug it had joins its old slugs. Returns the project's id; throws
 * SlugTakenError when the address is another project's.
 */
export async function saveProject(
  projectId: string | undefined,
  input: ProjectInput,
  saved: SavedAddress = {},
): Promise<string> {
  const ref = projectId ? projectRef(projectId) : doc(collection(db, COLLECTIONS.projects));
  const slug = input.slug ?? '';
  const withAddress: ProjectInput = slug
    ? { ...input, slug, old_slugs: nextOldSlugs(saved.slug, saved.old_slugs ?? [], slug) }
    : input;
  if (slug && (await slugTaken(slug, ref.id))) throw new SlugTakenError(slug);
  const data = projectCodec.toDoc(withAddress) as DocumentData;
  const batch = writeBatch(db);
  if (projectId) batch.update(ref, data);
  else batch.set(ref, { ...data, created_at: serverTimestamp() });
  if (slug) batch.set(claimRef(slug), { project_id: ref.id });
  try {
    await batch.commit();
  } catch (error) {
    // Another tab took the address between the check and the write.
    if (slug && (await slugTaken(slug, ref.id))) throw new SlugTakenError(slug);
    throw error;
  }
  return ref.id;
}
