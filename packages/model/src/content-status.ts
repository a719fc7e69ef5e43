/**
 * Where a document with a page of its own stands: a draft (only the admin sees it), scheduled
 * (a draft until `publish_at`, then published by a task queued for that time) or published.
 * Visitors, their queries, the prerender and Publish see published documents only.
 */
import { hasLifecycle } from './content-types';
import type { ListSpec } from './public-db';

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The fields every type with its own page carries (projects, papers, notes). */
export interface LifecycleFields<T = unknown> {
  status: ContentStatus;
  /** When a scheduled document goes live (UTC); kept after it does, null when never scheduled. */
  publish_at: T | null;
  /**
   * Why the last scheduled run failed, written by the function that runs it; the admin area
   * shows it in the schedule's alert. Gone once the document goes live or the admin saves it.
   */
  schedule_error?: string;
}

export const STATUS_FIELD = 'status';
export const SCHEDULE_ERROR_MAX = 500;

export const isContentStatus = (v: unknown): v is ContentStatus =>
  (CONTENT_STATUSES as readonly unknown[]).includes(v);

/**
 * A stored document's status. Documents saved before statuses existed carry none and count as
 * published; a restore and the first Publish write the field into them (the rules and the
 * visitors' queries read only documents whose field says published).
 */
export const statusOf = (data: Record<string, unknown>): ContentStatus =>
  data[STATUS_FIELD] === undefined
    ? 'published'
    : isContentStatus(data[STATUS_FIELD])
      ? data[STATUS_FIELD]
      : 'draft';

/** Whether a visitor may see the document. */
export const isPublished = (data: Record<string, unknown>): boolean => data[STATUS_FIELD] === 'published';

/** The filter every public read of such a collection carries (the rules refuse a query without it). */
export const PUBLISHED_WHERE = [STATUS_FIELD, '==', 'published'] as const;

/** `spec` narrowed to published documents. */
export function publishedSpec(spec: ListSpec = {}): ListSpec {
  return { ...spec, where: [...(spec.where ?? []), PUBLISHED_WHERE] };
}

/** A scheduled document still not live this long after its time is shown to the admin as an alert. */
export const SCHEDULE_LATE_MS = 5 * 60_000;

/** Whether a document's schedule has failed to make it live in time. */
export function isScheduleLate(doc: { status: ContentStatus; publish_at: Date | null }, now: Date): boolean {
  return (
    doc.status === 'scheduled' &&
    doc.publish_at !== null &&
    now.getTime() - doc.publish_at.getTime() > SCHEDULE_LATE_MS
  );
}

/**
 * A document of `collection` as a restore writes it: one saved before statuses existed (in an old
 * backup, history version or trash entry) was public, so it comes back published.
 */
export function withStatus<D extends Record<string, unknown>>(collection: string, data: D): D {
  if (!hasLifecycle(collection) || STATUS_FIELD in data) return data;
  return { ...data, status: 'published', publish_at: null };
}
