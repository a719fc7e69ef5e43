import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import type { WriteCodec } from '@/data/codec';
import { adminCollection } from '@/data/admin-collection';
import { db, fullConverter } from '@/data/firebase/full';
import { contactMessageCodec, type ContactMessage } from './model';

/** Visitors create messages (the contact form); the admin only marks them read or removes them. */
const inboxCodec: WriteCodec<ContactMessage, never, Pick<ContactMessage, 'read'>> = {
  ...contactMessageCodec,
  toDoc: () => {
    throw new Error('Messages are created by the contact form');
  },
  // The only field the rules let anyone change after creation.
  toUpdate: ({ read }) => ({ read }),
};

export const contactMessagesAdmin = adminCollection({
  name: COLLECTIONS.contactMessages,
  codec: inboxCodec,
  orderBy: [['created_at', 'desc']],
});

/** How many messages the inbox shows at first and adds with each 'Load more'. */
export const INBOX_PAGE_SIZE = 50;

const newestFirst = query(
  collection(db, COLLECTIONS.contactMessages).withConverter(fullConverter(contactMessageCodec)),
  orderBy('created_at', 'desc'),
);

/**
 * The newest `count` messages, live; returns the unsubscribe function. One more is asked for
 * to know whether older ones exist, so a flood never costs a visit more than count + 1 reads.
 * The inbox pages by a growing limit, which reactfire would keep as one open listener per page
 * size for the whole visit, so it listens here and stops when the page is left.
 */
export function subscribeContactMessages(
  count: number,
  onMessages: (messages: ContactMessage[], hasMore: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(newestFirst, limit(count + 1)),
    (snapshot) =>
      onMessages(
        snapshot.docs.slice(0, count).map((d) => d.data()),
        snapshot.size > count,
      ),
    onError,
  );
}
