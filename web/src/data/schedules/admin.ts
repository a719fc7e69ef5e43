import { collection, query, where, type Query } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import { COLLECTIONS } from '@portfolio/model/collections';
import type { Lifecycle } from '@/data/content-status';
import type { Watched } from '@/data/admin-collection';
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

type Listed = { status: 'loading' | 'success'; items: ScheduledDoc[] } | { status: 'error'; error: Error };

function useScheduledIn<T extends Lifecycle & { id: string; title: string }>(
  kind: ScheduledKind,
  live: Query<T>,
): Listed {
  try {
    // reactfire throws a failed listen only after its hooks have run: the next call's hooks still
    // run in the same order on every render.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const { status, data } = useFirestoreCollectionData(live);
    const items = (data ?? []).map(({ id, title, status, publish_at, schedule_error }) => ({
      kind,
      id,
      title,
      status,
      publish_at,
      ...(schedule_error !== undefined ? { schedule_error } : {}),
    }));
    return { status: status === 'success' ? 'success' : 'loading', items };
  } catch (error) {
    return { status: 'error', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** Every scheduled project, note and paper, live: a schedule that goes live leaves the list. */
export function useScheduledDocs(): Watched<ScheduledDoc> {
  const lists = [
    useScheduledIn('projects', QUERIES.projects),
    useScheduledIn('notes', QUERIES.notes),
    useScheduledIn('publications', QUERIES.publications),
  ];
  const items = lists.flatMap((l) => (l.status === 'error' ? [] : l.items));
  const failed = lists.find((l) => l.status === 'error');
  if (failed?.status === 'error') return { status: 'error', items, error: failed.error };
  return { status: lists.every((l) => l.status === 'success') ? 'success' : 'loading', items };
}
