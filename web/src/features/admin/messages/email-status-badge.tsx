import { Badge, Tooltip } from '@mantine/core';
import type { EmailStatus } from '@/data/contact-messages/model';
import { EMAIL_STATUS_BADGES } from './messages';

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { label, color, hint } = EMAIL_STATUS_BADGES[status];
  return (
    <Tooltip label={hint} multiline w={240} withArrow>
      <Badge color={color} variant="light" data-email-status={status}>
        {label}
      </Badge>
    </Tooltip>
  );
}
