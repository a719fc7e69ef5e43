import { COLLECTIONS } from '@portfolio/model/collections';
import type { ContentCollection, Fields } from '@portfolio/model/content-life';
import { addressClaimsOf, SLUG_COLLECTIONS } from '@portfolio/model/content-types';
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
  /**
   * The existing document of `collection` (projects, papers: each has its own addresses) that
   * holds each of these addresses; an address nobody holds is absent.
   */
  addressHolders(collection: string, slugs: readonly string[]): Promise<Map<string, string>>;
  /** Which of these projects exist. */
  existingProjects(ids: readonly string[]): Promise<Set<string>>;
  /**
   * In one atomic write: each document set whole (a project or paper with the claims to its addresses),
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
 * document the model's validator does not accept, an address another project (or paper) holds
 * (two at one address would each hide the other), a file whose project is absent.
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
  for (const collection of SLUG_COLLECTIONS) {
    const addressed = documents.filter((d) => d.collection === collection);
    if (addressed.length === 0) continue;
    const noun = addressClaimsOf(collection)?.noun ?? 'document';
    const holders = await store.addressHolders(
      collection,
      addressed.flatMap((d) => claimedSlugs(d.data)),
    );
    for (const { id, data } of addressed) {
      for (const slug of claimedSlugs(data)) {
        const holder = holders.get(slug);
        if (holder !== undefined && holder !== id) {
          throw new RestoreError(
            'failed-precondition',
            `The address ${slug} of ${collection}/${id} belongs to ${collection}/${holder} now. Give that ${noun} another address, then restore again.`,
          );
        }
      }
    }
  }
  const projects = documents.filter((d) => d.collection === COLLECTIONS.projects);
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
