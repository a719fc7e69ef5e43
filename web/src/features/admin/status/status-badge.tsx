import { Badge, Stack, Text } from '@mantine/core';
import { isScheduleLate, type ContentStatus } from '@portfolio/model/content-status';
import { statusMessages as m } from './messages';
import classes from './status-badge.module.css';
import { formatWhen } from './schedule';
import { useNow } from './use-now';

interface StatusBadgeProps {
  status: ContentStatus;
  publish_at: Date | null;
  schedule_error?: string;
}

// Outlined, so the text stands on the page: blue and gray at shade 8 read at 4.5:1 or more, teal
// needs its shade 9 (the module's .published; axe found Mantine's light teal tint at about 4:1).
const COLORS: Record<ContentStatus, string> = { draft: 'gray', scheduled: 'blue', published: 'teal' };

/** A list row's status: Draft, Scheduled with its time, Published; a late schedule in red with why. */
export function StatusBadge(props: StatusBadgeProps) {
  if (props.status === 'scheduled') return <ScheduledBadge {...props} />;
  return (
    <Badge
      color={COLORS[props.status]}
      variant="outline"
      tt="none"
      data-status={props.status}
      className={props.status === 'published' ? classes.published : undefined}
    >
      {m.choices[props.status]}
    </Badge>
  );
}

function ScheduledBadge({ status, publish_at, schedule_error }: StatusBadgeProps) {
  const now = useNow();
  if (!publish_at) {
    return (
      <Badge color="blue" variant="light" tt="none" data-status={status}>
        {m.badge.unscheduled}
      </Badge>
    );
  }
  const when = formatWhen(publish_at);
  const late = isScheduleLate({ status, publish_at }, now);
  return (
    <Stack gap={2} align="flex-start" miw={0}>
      <Badge
        color={late ? 'red' : 'blue'}
        variant={late ? 'filled' : 'light'}
        tt="none"
        data-status={late ? 'late' : status}
        classNames={classes}
      >
        <time dateTime={publish_at.toISOString()}>{late ? m.badge.late(when) : m.badge.scheduled(when)}</time>
      </Badge>
      {late && schedule_error && (
        <Text size="xs" c="red.8">
          {m.late.error(schedule_error)}
        </Text>
      )}
    </Stack>
  );
}
