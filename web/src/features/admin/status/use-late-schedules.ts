import { useEffect, useMemo } from 'react';
import { isScheduleLate } from '@portfolio/model/content-status';
import { useScheduledDocs, type ScheduledDoc } from '@/data/schedules/admin';
import { useNow } from './use-now';

/**
 * The scheduled documents that should be live by now and are not, oldest first. Live: publishing,
 * rescheduling or making one a draft again takes it off at once; the clock adds one that falls late.
 */
export function useLateSchedules(): ScheduledDoc[] {
  const scheduled = useScheduledDocs();
  const now = useNow();
  const error = scheduled.status === 'error' ? scheduled.error : null;
  useEffect(() => {
    if (error) console.error('Failed to watch the scheduled items', error);
  }, [error]);
  return useMemo(
    () =>
      scheduled.items
        .filter((doc) => isScheduleLate(doc, now))
        .sort((a, b) => (a.publish_at?.getTime() ?? 0) - (b.publish_at?.getTime() ?? 0)),
    [scheduled.items, now],
  );
}
