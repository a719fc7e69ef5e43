/**
 * The scheduled publish: a task queued for a document's publish_at (content-status.ts) that makes
 * it published and puts the site live, as the admin's Publish does.
 */

/** The task queue function, as deployed (index.ts: publish.scheduled). */
export const SCHEDULED_PUBLISH_FUNCTION = 'publish-scheduled';

/** Who the publish log names for a publish the scheduler made (no admin asked for it). */
export const SCHEDULER_UID = 'scheduled-publish';

/** What a queued task carries: which document goes live, and for which schedule. */
export interface ScheduledPublishTask {
  collection: string;
  id: string;
  /** The document's publish_at in milliseconds: a task for an earlier schedule finds it changed. */
  publishAt: number;
}
