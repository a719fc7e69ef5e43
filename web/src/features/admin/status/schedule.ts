import type { ContentStatus } from '@portfolio/model/content-status';
import { notifyWarning } from '@/features/admin/components/notify';
import { statusMessages as m } from './messages';

/** What every form with a status holds. */
export interface StatusValues {
  status: ContentStatus;
  publish_at: Date | null;
}

/** The form rule of the publish time: a scheduled document needs one. */
export function publishAtRule(value: Date | null, values: StatusValues): string | null {
  return values.status === 'scheduled' && !value ? m.timeRequired : null;
}

/**
 * The values a save stores. A schedule whose time has already passed goes live now: it is saved
 * as scheduled for this moment (the scheduled run publishes it at once), and `passed` says so.
 */
export function settleSchedule<V extends StatusValues>(
  values: V,
  now = new Date(),
): { values: V; passed: boolean } {
  if (values.status !== 'scheduled' || !values.publish_at || values.publish_at > now) {
    return { values, passed: false };
  }
  return { values: { ...values, publish_at: now }, passed: true };
}

/** Tells the admin a past time means now (after the save's own toast). */
export function announcePassedTime(passed: boolean): void {
  if (passed) notifyWarning(m.timePassed, m.timePassedTitle);
}

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment in the admin's time zone, as the badges and the alert show it. */
export function formatWhen(date: Date): string {
  return WHEN.format(date);
}
