import { collection, query, where, type Query } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import type { Lifecycle } from '@/data/content-status';
import { useWatchedQuery, type Watched } from '@/data/admin-collection';
import { db, fullConverter } from '@/data/firebase/full';
import { noteCodec } from '@/data/notes/model';
import { projectCodec } from '@/data/projects/model';
import { publicationCodec } from '@/data/publications/model';

/** The collections whose documents can be scheduled, by the admin route that edits them. */
export type ScheduledKind = 'projects' | 'notes' | 'publications';

/** A document waiting for its publish time (or late for it). */
export interface ScheduledDoc extends Lifecycle {
  kind: ScheduledKind;
  id: string;
  title: string;
}

// Module scope: reactfire finds a live query again by queryEqual, which compares converters by
// identity, so every screen watching the schedules shares one listener per collection.
const scheduled = <T>(name: string, codec: Parameters<typeof fullConverter<T>>[0]): Query<T> =>
  query(collection(db, name).withConverter(fullConverter(codec)), where('status', '==', 'scheduled'));

const QUERIES = {
  projects: scheduled(COLLECTIONS.projects, projectCodec),
  notes: scheduled(COLLECTIONS.notes, noteCodec),
  publications: scheduled(COLLECTIONS.publications, publicationCodec),
} as const;

function useScheduledIn<T extends Lifecycle & { id: string; title: string }>(
  kind: ScheduledKind,
  live: Query<T>,
): Watched<ScheduledDoc> {
  const watched = useWatchedQuery(live);
  const items = watched.items.map(({ id, title, status, publish_at, schedule_error }) => ({
    kind,
    id,
    title,
    status,
    publish_at,
    ...(schedule_error !== undefined ? { schedule_error } : {}),
  }));
  return { ...watched, items };
}

/** Every scheduled project, note and paper, live: a schedule that goes live leaves the list. */
export function useScheduledDocs(): Watched<ScheduledDoc> {
  const lists = [
    useScheduledIn('projects', QUERIES.projects),
    useScheduledIn('notes', QUERIES.notes),
    useScheduledIn('publications', QUERIES.publications),
  ];
  const items = lists.flatMap((l) => l.items);
  const failed = lists.find((l) => l.status === 'error');
  if (failed?.status === 'error') return { status: 'error', items, error: failed.error };
  return { status: lists.every((l) => l.status === 'success') ? 'success' : 'loading', items };
}
