import { withStatus } from '@portfolio/model/content-status';
import { COLLECTIONS } from '@portfolio/model/collections';
import { isContentCollection, type Fields, type HistoryEntryDoc } from '@portfolio/model/content-life';
import { addressClaimsOf } from '@portfolio/model/content-types';
import { claimedSlugs, nextOldSlugs } from '@portfolio/model/slug';
import { checkDocuments, isStoredTime, type DocumentStore } from './documents';
import { RestoreError } from './restore-error';

export interface VersionDeps extends DocumentStore {
  /** A stored version of content_history, or null when it is not kept (any more). */
  readVersion(
    versionId: string,
  ): Promise<Pick<HistoryEntryDoc, 'collection' | 'doc_id' | 'before' | 'after'> | null>;
  /** A content document as stored now, or null when there is none. */
  readDocument(collection: string, docId: string): Promise<Fields | null>;
  now(): Date;
}

/**
 * Writes a version back as the document's current content (so it becomes a new version itself).
 * created_at stays what the document has, or what the version had when the document is gone;
 * personal info's updated_at is now. A project or paper takes back its addresses in the same
 * write, and the addresses it has now stay earlier ones, so no link shared since that version breaks.
 */
export async function restoreVersion(
  deps: VersionDeps,
  input: unknown,
  by?: string,
): Promise<{ collection: string; docId: string }> {
  const versionId = (input as { versionId?: unknown } | null)?.versionId;
  if (typeof versionId !== 'string' || !/^[A-Za-z0-9_-]{1,1500}$/.test(versionId))
    throw new RestoreError('invalid-argument', 'No such version.');
  const version = await deps.readVersion(versionId);
  if (!version || !isContentCollection(version.collection))
    throw new RestoreError('not-found', 'This version is no longer kept.');
  const values = version.after ?? version.before;
  if (!values) throw new RestoreError('invalid-argument', 'This version has no content to restore.');
  const { collection, doc_id: docId } = version;
  const current = await deps.readDocument(collection, docId);
  // A version saved before drafts existed was public: it comes back published.
  const data: Fields = withStatus(collection, { ...values });
  if ('created_at' in data && current?.created_at !== undefined) data.created_at = current.created_at;
  if (collection === COLLECTIONS.personalInfo) data.updated_at = deps.now();
  if (addressClaimsOf(collection) && current && typeof data.slug === 'string') {
    const now = claimedSlugs(current);
    const earlier = [...claimedSlugs({ old_slugs: data.old_slugs }), ...now.slice(1)];
    data.old_slugs = nextOldSlugs(now[0], earlier, data.slug);
  }
  const document = { collection, id: docId, data };
  await checkDocuments(deps, [document], isStoredTime);
  await deps.writeDocuments([document], [], by);
  return { collection, docId };
}
