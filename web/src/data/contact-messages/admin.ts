import { collection, deleteDoc, doc, onSnapshot, orderBy, query, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { db, fullConverter } from '../firebase/full';
import { contactMessageCodec, type ContactMessage } from './model';

const ref = collection(db, COLLECTIONS.contactMessages);

/** The inbox: newest first. */
export const contactMessagesAdminQuery = query(
  ref.withConverter(fullConverter(contactMessageCodec)),
  orderBy('created_at', 'desc'),
);

/** Live inbox; returns the unsubscribe function. */
export function subscribeContactMessages(
  onMessages: (messages: ContactMessage[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    contactMessagesAdminQuery,
    (snapshot) => onMessages(snapshot.docs.map((d) => d.data())),
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
