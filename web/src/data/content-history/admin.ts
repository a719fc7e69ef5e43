import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { claimedSlugs, nextOldSlugs, PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import {
  CONTENT_HISTORY,
  HISTORY_KEEP_VERSIONS,
  type ContentCollection,
  type Fields,
} from '@portfolio/model/content-life';
import { db, fullConverter } from '@/data/firebase/full';
import { versionCodec, versionValues, type Version } from './model';

export type { Version };

const history = collection(db, CONTENT_HISTORY).withConverter(fullConverter(versionCodec));

/**
 * The versions of one document, newest first; without a docId, of every document of the
 * collection (personal info keeps one document per field).
 */
export async function listVersions(name: ContentCollection, docId?: string): Promise<Version[]> {
  const scope = docId === undefined ? [] : [where('doc_id', '==', docId)];
  const q = query(
    history,
    where('collection', '==', name),
    ...scope,
    orderBy('at', 'desc'),
    limit(HISTORY_KEEP_VERSIONS),
  );
  return (await getDocs(q)).docs.map((d) => d.data());
}

/**
 * Writes a version back as the document's current content, through the rules like any edit (so
 * it becomes a new version itself). The server's times follow the rules: created_at stays what
 * the document has (or is stamped anew when the document is gone), updated_at is now.
 */
export async function restoreVersion(version: Version): Promise<void> {
  const values = versionValues(version);
  if (!values) throw new Error('This version has no content to restore.');
  const ref = doc(db, version.collection, version.docId);
  const current = await getDoc(ref);
  const restored: Fields = { ...values };
  if ('created_at' in restored)
    restored.created_at = current.exists() ? current.get('created_at') : serverTimestamp();
  if (version.collection === COLLECTIONS.personalInfo) restored.updated_at = serverTimestamp();
  if (version.collection !== COLLECTIONS.projects) return setDoc(ref, restored as DocumentData);
  // A project version takes back its addresses in the same write; one another project holds
  // now makes the rules refuse the restore rather than give two projects one address.
  // The addresses it has now stay earlier ones, so no link shared since that version breaks.
  if (current.exists() && typeof restored.slug === 'string') {
    const now = claimedSlugs(current.data());
    const earlier = [...claimedSlugs({ old_slugs: restored.old_slugs }), ...now.slice(1)];
    restored.old_slugs = nextOldSlugs(now[0], earlier, restored.slug);
  }
  const batch = writeBatch(db);
  batch.set(ref, restored as DocumentData);
  for (const slug of claimedSlugs(restored))
    batch.set(doc(db, PROJECT_SLUGS_COLLECTION, slug), { project_id: version.docId });
  await batch.commit();
}
