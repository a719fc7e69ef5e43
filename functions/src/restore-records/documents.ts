import { COLLECTIONS } from '@portfolio/model/collections';
import type { ContentCollection, Fields } from '@portfolio/model/content-life';
import { claimedSlugs } from '@portfolio/model/slug';
import { documentChecks } from '@portfolio/model/validate';
import { isRecord, RestoreError } from './restore-error';

/** A stored time as the Admin SDK reads it (a Timestamp), or one a restore made (a Date). */
export const isStoredTime = (v: unknown): boolean =>
  v instanceof Date || (isRecord(v) && typeof (v as { toMillis?: unknown }).toMillis === 'function');

/** A document a restore writes back under its id. */
export interface RestoredDocument {
  collection: ContentCollection;
  id: string;
  data: Fields;
}

export interface RemovedDocument {
  collection: ContentCollection;
  id: string;
}

export interface DocumentStore {
  /** The existing project that holds each of these addresses; an address nobody holds is absent. */
  addressHolders(slugs: readonly string[]): Promise<Map<string, string>>;
  /** Which of these projects exist. */
  existingProjects(ids: readonly string[]): Promise<Set<string>>;
  /**
   * In one atomic write: each document set whole (a project with the claims to its addresses),
   * then these removed; with `by`, the admin who asked, for the history to name.
   */
  writeDocuments(
    documents: readonly RestoredDocument[],
    removed?: readonly RemovedDocument[],
    by?: string,
  ): Promise<void>;
}

/**
 * Refuses, before anything is written, what the rules would refuse of an admin's own write: a
 * document the model's validator does not accept, an address another project holds (two projects
 * at one address would each hide the other), a file whose project is absent.
 */
export async function checkDocuments(
  store: DocumentStore,
  documents: readonly RestoredDocument[],
  isTime: (v: unknown) => boolean,
): Promise<void> {
  const checks = documentChecks(isTime);
  for (const { collection, id, data } of documents) {
    const problem = checks[collection](id, data);
    if (problem) throw new RestoreError('invalid-argument', `${collection}/${id}: ${problem}.`);
  }
  const projects = documents.filter((d) => d.collection === COLLECTIONS.projects);
  const holders = await store.addressHolders(projects.flatMap((d) => claimedSlugs(d.data)));
  for (const { id, data } of projects) {
    for (const slug of claimedSlugs(data)) {
      const holder = holders.get(slug);
      if (holder !== undefined && holder !== id) {
        throw new RestoreError(
          'failed-precondition',
          `The address ${slug} of ${COLLECTIONS.projects}/${id} belongs to ${COLLECTIONS.projects}/${holder} now. Give that project another address, then restore again.`,
        );
      }
    }
  }
  const files = documents.filter((d) => d.collection === COLLECTIONS.projectFiles);
  const parents = [...new Set(files.map((d) => String(d.data.project_id)))];
  const existing = await store.existingProjects(parents);
  for (const p of projects) existing.add(p.id);
  for (const { id, data } of files) {
    if (!existing.has(String(data.project_id))) {
      throw new RestoreError(
        'failed-precondition',
        `${COLLECTIONS.projectFiles}/${id} belongs to ${COLLECTIONS.projects}/${String(data.project_id)}, which does not exist. Restore the project first.`,
      );
    }
  }
}
