import { type Fields, type TrashedFile } from '@portfolio/model/content-life';
import { addressClaimsOf } from '@portfolio/model/content-types';
import { claimedSlugs } from '@portfolio/model/slug';

export interface DueEntry {
  id: string;
  purgeAtMillis: number;
  objects: string[];
}

export interface PurgeDeps {
  /** Trash entries whose purge time has come by `now`. */
  listDue(now: number): Promise<DueEntry[]>;
  deleteEntry(id: string): Promise<void>;
  /** The collector: deletes those of the objects nothing else names. */
  collect(paths: readonly string[]): Promise<{ deleted: string[] }>;
  now(): number;
  progress?: (done: number, total: number) => void;
}

export interface PurgeReport {
  purged: number;
  objectsDeleted: number;
  /** Entries past their time still there: the ones over `limit`. */
  remaining: number;
}

/**
 * Removes the trash entries past their time (the oldest first, at most `limit` of them), then the
 * objects only they named. An entry goes first, so the collector no longer counts it; an object
 * that fails to go is found by the sweep. The admin's page purges a few at a time, so it can show
 * how far it is.
 */
export async function purgeTrash(deps: PurgeDeps, limit = Infinity): Promise<PurgeReport> {
  const now = deps.now();
  const due = (await deps.listDue(now))
    .filter((e) => e.purgeAtMillis <= now)
    .sort((a, b) => a.purgeAtMillis - b.purgeAtMillis);
  const batch = due.slice(0, limit);
  let objectsDeleted = 0;
  for (const [i, entry] of batch.entries()) {
    await deps.deleteEntry(entry.id);
    objectsDeleted += (await deps.collect(entry.objects)).deleted.length;
    deps.progress?.(i + 1, batch.length);
  }
  return { purged: batch.length, objectsDeleted, remaining: due.length - batch.length };
}

/** How many entries one call of the admin's purge removes at most, from the `limit` it asks for. */
export function purgeLimit(data: unknown): number {
  const limit = (data as { limit?: unknown } | null)?.limit;
  if (limit === undefined) return Infinity;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new TrashError('invalid-argument', 'limit must be a whole number from 1 to 500.');
  return limit;
}

export interface TrashEntry {
  collection: string;
  doc_id: string;
  data: Fields;
  files: TrashedFile[];
}

export interface RestoreDeps {
  read(entryId: string): Promise<TrashEntry | null>;
  documentExists(collection: string, docId: string): Promise<boolean>;
  /**
   * Writes the document, then its files in batches, then deletes the entry. A retry after a
   * failure writes the same ids again, so it is safe to run twice.
   */
  writeBack(entryId: string, entry: TrashEntry): Promise<void>;
  /**
   * The existing document of `collection` (a project, a paper) that holds the claim to `slug`, or
   * null when none does.
   */
  slugHolder(collection: string, slug: string): Promise<string | null>;
}

export class TrashError extends Error {
  constructor(
    readonly code: 'not-found' | 'already-exists' | 'permission-denied' | 'invalid-argument',
    message: string,
  ) {
    super(message);
  }
}

export interface RestoreOutcome {
  collection: string;
  docId: string;
  files: number;
  /** Addresses another project took while this one was in the trash: the restored one lets them go. */
  addressesTaken?: string[];
}

/**
 * A trashed project's (or paper's) addresses that are still free to claim again. One that another
 * took meanwhile stays that one's: two at one address would each hide the other. Without its own
 * slug, the restored document answers at its id until the admin gives it a new one.
 */
async function withFreeAddresses(
  collection: string,
  docId: string,
  data: Fields,
  slugHolder: RestoreDeps['slugHolder'],
): Promise<{ data: Fields; taken: string[] }> {
  const taken: string[] = [];
  for (const slug of claimedSlugs(data)) {
    const holder = await slugHolder(collection, slug);
    if (holder !== null && holder !== docId) taken.push(slug);
  }
  if (taken.length === 0) return { data, taken };
  const { slug, old_slugs: old, ...rest } = data;
  const keptOld = Array.isArray(old) ? old.filter((s) => !taken.includes(s as string)) : [];
  return {
    data: {
      ...rest,
      ...(typeof slug === 'string' && !taken.includes(slug) ? { slug } : {}),
      old_slugs: keptOld,
    },
    taken,
  };
}

/** Puts a trashed document back under its id, with a project's files in their order. */
export async function restoreFromTrash(
  auth: { token: Record<string, unknown> } | undefined,
  data: unknown,
  deps: RestoreDeps,
): Promise<RestoreOutcome> {
  if (auth?.token?.admin !== true)
    throw new TrashError('permission-denied', 'Only the admin restores from the trash.');
  const entryId = (data as { entryId?: unknown } | null)?.entryId;
  if (typeof entryId !== 'string' || !/^[A-Za-z0-9_-]{1,1500}$/.test(entryId))
    throw new TrashError('invalid-argument', 'No such trash entry.');
  const entry = await deps.read(entryId);
  if (!entry) throw new TrashError('not-found', 'This entry is no longer in the trash.');
  if (await deps.documentExists(entry.collection, entry.doc_id))
    throw new TrashError('already-exists', 'A document with this id exists again; nothing was restored.');
  const { data: restored, taken } = addressClaimsOf(entry.collection)
    ? await withFreeAddresses(entry.collection, entry.doc_id, entry.data, deps.slugHolder)
    : { data: entry.data, taken: [] };
  await deps.writeBack(entryId, { ...entry, data: restored });
  return {
    collection: entry.collection,
    docId: entry.doc_id,
    files: entry.files.length,
    ...(taken.length ? { addressesTaken: taken } : {}),
  };
}
