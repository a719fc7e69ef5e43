import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { subscribeContactMessages } from '@/data/contact-messages/admin';
import type { ContactMessage } from '@/data/contact-messages/model';
import { INBOX_TOASTS } from './messages';

export type InboxState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; messages: ContactMessage[] };

/** The live inbox: a new message appears without a reload. */
export function useContactMessages(): InboxState {
  const [state, setState] = useState<InboxState>({ status: 'loading' });
  useEffect(
    () =>
      subscribeContactMessages(
        (messages) => setState({ status: 'ready', messages }),
        (error) => {
          console.error(INBOX_TOASTS.fetchFailed, error);
          notifications.show({ title: 'Error', message: INBOX_TOASTS.fetchFailed, color: 'red' });
          setState({ status: 'error' });
        },
      ),
    [],
  );
  return state;
}
