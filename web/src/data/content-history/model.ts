import type { ContentCollection, Fields, HistoryKind } from '@portfolio/model/content-life';
import { date, str, strList, type Codec } from '@/data/codec';

/** One stored version of a content document. */
export interface Version {
  id: string;
  collection: ContentCollection;
  docId: string;
  kind: HistoryKind;
  before: Fields | null;
  after: Fields | null;
  changed: string[];
  at: Date | null;
  by: string | null;
}

const fields = (value: unknown): Fields | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;

export const versionCodec: Codec<Version> = {
  fromFirestore: (id, d) => ({
    id,
    collection: str(d.collection) as ContentCollection,
    docId: str(d.doc_id),
    kind: (['create', 'update', 'delete'].includes(str(d.kind)) ? d.kind : 'update') as HistoryKind,
    before: fields(d.before),
    after: fields(d.after),
    changed: strList(d.changed),
    at: date(d.at),
    by: typeof d.by === 'string' ? d.by : null,
  }),
};

/** The document as this version left it: after an edit, or as it was before its delete. */
export function versionValues(version: Version): Fields | null {
  return version.after ?? version.before;
}

/** Fields the admin never typed: times the server keeps. Shown, but never as a change worth naming. */
const MACHINE_FIELDS = new Set(['created_at', 'updated_at']);

/** The changed fields worth showing, machine times left out. */
export function shownChanges(version: Version): string[] {
  return version.changed.filter((name) => !MACHINE_FIELDS.has(name));
}

/** A stored value as one line of text for the history list. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const when = date(value);
  if (when) return when.toISOString().slice(0, 16).replace('T', ' ');
  if (Array.isArray(value)) return value.length ? value.map(displayValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
