import { collection, deleteDoc, doc, limit, onSnapshot, orderBy, query, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { db, fullConverter } from '@/data/firebase/full';
import { contactMessageCodec, type ContactMessage } from './model';

const ref = collection(db, COLLECTIONS.contactMessages);

/** The inbox: newest first. */
export const contactMessagesAdminQuery = query(
  ref.withConverter(fullConverter(contactMessageCodec)),
  orderBy('created_at', 'desc'),
);

/** How many messages the inbox shows at first and adds with each 'Load more'. */
export const INBOX_PAGE_SIZE = 50;

/**
 * The newest `count` messages, live; returns the unsubscribe function. One more is asked for
 * to know whether older ones exist, so a flood never costs a visit more than count + 1 reads.
 */
export function subscribeContactMessages(
  count: number,
  onMessages: (messages: ContactMessage[], hasMore: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(contactMessagesAdminQuery, limit(count + 1)),
    (snapshot) =>
      onMessages(
        snapshot.docs.slice(0, count).map((d) => d.data()),
        snapshot.size > count,
      ),
    onError,
  );
}

/** The only field the rules let anyone change after creation. */
export function setContactMessageRead(id: string, read: boolean): Promise<void> {
  return updateDoc(doc(ref, id), { read });
}

export function deleteContactMessage(id: string): Promise<void> {
  return deleteDoc(doc(ref, id));
}
