import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { INBOX_PAGE_SIZE, subscribeContactMessages } from '@/data/contact-messages/admin';
import type { ContactMessage } from '@/data/contact-messages/model';
import { INBOX_TOASTS } from './messages';

export type InboxState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; messages: ContactMessage[]; hasMore: boolean };

/** The live inbox, newest first, a page at a time: a new message appears without a reload. */
export function useContactMessages(): { inbox: InboxState; loadMore: () => void } {
  const [state, setState] = useState<InboxState>({ status: 'loading' });
  const [count, setCount] = useState(INBOX_PAGE_SIZE);
  useEffect(
    () =>
      subscribeContactMessages(
        count,
        (messages, hasMore) => setState({ status: 'ready', messages, hasMore }),
        (error) => {
          console.error(INBOX_TOASTS.fetchFailed, error);
          notifications.show({ title: 'Error', message: INBOX_TOASTS.fetchFailed, color: 'red' });
          setState({ status: 'error' });
        },
      ),
    [count],
  );
  return { inbox: state, loadMore: () => setCount((c) => c + INBOX_PAGE_SIZE) };
}
