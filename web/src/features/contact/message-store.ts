import { addToOutbox, newMessageId, readOutbox } from '@/data/contact-messages/outbox';
import type { EmailStatus } from '@/data/contact-messages/model';
import type { ContactValues } from './validation';

/** saved: the server has it; queued: Firestore (or the outbox) delivers it later; error: refused. */
export type StoreResult = 'saved' | 'queued' | 'error';

/** A connected but silent network (captive portal, one bar) should not spin the button forever. */
export const ACK_TIMEOUT_MS = 8000;

// The full Firestore SDK is the heaviest part of the page: load it on demand, never on first paint.
export const loadMessageWriter = () => import('@/data/contact-messages/create');

export async function storeContactMessage(
  values: ContactValues,
  emailStatus: EmailStatus,
  online: boolean,
): Promise<StoreResult> {
  const id = newMessageId();
  let writer: Awaited<ReturnType<typeof loadMessageWriter>>;
  try {
    writer = await loadMessageWriter();
  } catch (error) {
    // Offline before the SDK was ever downloaded: keep the message for the next flush.
    console.error('Could not load the message writer; the message waits on this device', error);
    addToOutbox({ id, input: values, email_status: emailStatus });
    return 'queued';
  }
  const ack = writer.createContactMessage(values, emailStatus, id).then(
    () => 'saved' as const,
    (error: unknown) => {
      console.error('Storing the contact message failed', error);
      return 'error' as const;
    },
  );
  // Offline, Firestore holds the write until the connection returns: nothing to wait for.
  if (!online) return 'queued';
  const timeout = new Promise<'queued'>((resolve) => setTimeout(() => resolve('queued'), ACK_TIMEOUT_MS));
  return Promise.race([ack, timeout]);
}

/** Delivers what an earlier visit left in the outbox; a no-op (and no SDK download) when empty. */
export async function flushPendingMessages(): Promise<void> {
  if (readOutbox().length === 0) return;
  try {
    await (await loadMessageWriter()).flushContactOutbox();
  } catch (error) {
    console.error('Could not send the saved contact messages yet', error);
  }
}
