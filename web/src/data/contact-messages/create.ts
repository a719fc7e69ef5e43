// The visitor's one write. It uses the full SDK (not firestore/lite) because only the full SDK
// queues writes while offline; the contact page loads this module lazily, off the first paint.
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { db } from '../firebase/full-firestore';
import { contactMessageToDoc, type ContactMessageInput, type EmailStatus } from './model';
import { addToOutbox, newMessageId, readOutbox, removeFromOutbox, type OutboxEntry } from './outbox';

const ref = collection(db, COLLECTIONS.contactMessages);

/** Ids written by this tab and not yet acknowledged: Firestore already retries those itself. */
const inFlight = new Set<string>();

function write(entry: OutboxEntry): Promise<void> {
  inFlight.add(entry.id);
  addToOutbox(entry);
  const ack = setDoc(doc(ref, entry.id), {
    ...contactMessageToDoc(entry.input),
    created_at: serverTimestamp(),
    email_status: entry.email_status,
  });
  // The SDK retries network failures itself and rejects only when the server refuses the write
  // (an invalid message, or this id already stored by an earlier attempt): never worth retrying.
  void ack
    .then(
      () => removeFromOutbox(entry.id),
      () => removeFromOutbox(entry.id),
    )
    .finally(() => inFlight.delete(entry.id));
  return ack;
}

/**
 * Stores one message with created_at = server time. The promise settles when the server
 * acknowledges the write, which does not happen while offline: the caller decides how long to
 * wait, the write stays queued either way.
 */
export function createContactMessage(
  input: ContactMessageInput,
  emailStatus: EmailStatus,
  id: string = newMessageId(),
): Promise<void> {
  return write({ id, input, email_status: emailStatus });
}

/** Sends the messages an earlier visit could not deliver (see outbox.ts). */
export async function flushContactOutbox(): Promise<void> {
  const pending = readOutbox().filter((entry) => !inFlight.has(entry.id));
  await Promise.allSettled(pending.map(write));
}
