import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONTACT_TOASTS } from './messages';
import type { SubmitOutcome } from './submit-contact';

export function notifyOutcome(outcome: SubmitOutcome): void {
  switch (outcome.kind) {
    case 'sent':
      notifications.show({ ...CONTACT_TOASTS.sent, color: 'green' });
      return;
    case 'received':
      notifications.show({ ...CONTACT_TOASTS.received, color: 'green' });
      return;
    case 'queued':
      notifications.show({ ...CONTACT_TOASTS.queued, color: 'blue', autoClose: 8000 });
      return;
    case 'rate-limited':
      notifications.show({ ...CONTACT_TOASTS.rateLimited, color: 'orange', autoClose: 10000 });
      return;
    case 'failed':
      notifications.show({
        title: CONTACT_TOASTS.failed.title,
        color: 'red',
        autoClose: outcome.reason ? 10000 : 5000,
        message: outcome.reason ? (
          <>
            <Text size="sm">{CONTACT_TOASTS.failed.message}</Text>
            <Text size="sm" mt={4}>
              {outcome.reason}
            </Text>
          </>
        ) : (
          CONTACT_TOASTS.failed.message
        ),
      });
  }
}

/** Why the bot guard held a send back, in plain words; the form keeps what was typed. */
export function notifyHeldBack(sign: 'too-soon' | 'trap'): void {
  const toast = sign === 'too-soon' ? CONTACT_TOASTS.tooSoon : CONTACT_TOASTS.trapped;
  notifications.show({ ...toast, color: 'orange', autoClose: 8000 });
}
