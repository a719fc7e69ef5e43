import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import {
  CONTENT_HISTORY,
  HISTORY_KEEP_VERSIONS,
  type ContentCollection,
} from '@portfolio/model/content-life';
import { db, fullConverter } from '@/data/firebase/full';
import { callRestore } from '@/data/restore-records/call';
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
 * Writes a version back as the document's current content, through the restore callable (so it
 * becomes a new version itself): the server checks it as the rules check an edit, keeps the
 * document's created_at and takes back a project's addresses in the same write.
 */
export async function restoreVersion(version: Version): Promise<void> {
  if (!versionValues(version)) throw new Error('This version has no content to restore.');
  await callRestore<'version'>({ kind: 'version', versionId: version.id });
}
