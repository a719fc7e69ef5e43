import {
  addToOutbox,
  newMessageId,
  pendingIdFor,
  readOutbox,
  removeFromOutbox,
} from '@/data/contact-messages/outbox';
import type { EmailStatus } from '@/data/contact-messages/model';
import { INITIAL_EMAIL_STATUS } from '@portfolio/model/contact';
import type { ContactValues } from './validation';

/**
 * saved: the function stored it (receipt: for reporting the email status);
 * queued: it waits in the outbox for the connection; rate-limited: refused for now, kept;
 * error: the function will never take it.
 */
export type StoreResult =
  | { kind: 'saved'; id: string; receipt: string | null }
  | { kind: 'queued'; id: string }
  | { kind: 'rate-limited' }
  | { kind: 'error' };

/**
 * How long the button spins before the message counts as waiting: a connected but silent network
 * (captive portal, one bar) or a function starting cold. The call goes on; the outbox keeps the
 * message until a later send under the same id confirms it.
 */
const ACK_TIMEOUT_MS = 8000;

function answerWithin<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

// Loaded on demand (the contact form starts it when a field gets focus), never on first paint.
export const loadMessageWriter = () => import('@/data/contact-messages/create');

export async function storeContactMessage(values: ContactValues, online: boolean): Promise<StoreResult> {
  // The same values again (after the rate limit, or a send that did not get through) are the
  // same message: its id stays, so it is never stored twice.
  const id = pendingIdFor(values) ?? newMessageId();
  addToOutbox({ id, input: values, email_status: INITIAL_EMAIL_STATUS });
  if (!online) return { kind: 'queued', id };
  let writer: Awaited<ReturnType<typeof loadMessageWriter>>;
  try {
    writer = await loadMessageWriter();
  } catch (error) {
    console.error('Could not load the message writer; the message waits on this device', error);
    return { kind: 'queued', id };
  }
  const answer = await answerWithin(writer.createContactMessage(id, values), ACK_TIMEOUT_MS, {
    kind: 'unreachable' as const,
  });
  switch (answer.kind) {
    case 'stored':
      removeFromOutbox(id);
      return { kind: 'saved', id, receipt: answer.receipt };
    case 'refused':
      removeFromOutbox(id);
      return { kind: 'error' };
    case 'rate-limited':
      return { kind: 'rate-limited' };
    case 'unreachable':
      return { kind: 'queued', id };
  }
}

/** What EmailJS answered: reported now for a stored message, kept with a queued one. */
export async function recordEmailStatus(stored: StoreResult, values: ContactValues, status: EmailStatus) {
  if (stored.kind === 'queued') {
    if (status !== INITIAL_EMAIL_STATUS) addToOutbox({ id: stored.id, input: values, email_status: status });
    // Online but unanswered: try again at once (the same id is stored once) rather than wait for
    // the next 'online' event or visit.
    void flushPendingMessages();
    return;
  }
  if (status === INITIAL_EMAIL_STATUS) return;
  if (stored.kind === 'saved' && stored.receipt) {
    await (await loadMessageWriter()).reportEmailStatus(stored.id, stored.receipt, status);
  }
}

/** Delivers what waits in the outbox; a no-op (and no download) when it is empty. */
export async function flushPendingMessages(): Promise<void> {
  if (readOutbox().length === 0) return;
  try {
    await (await loadMessageWriter()).flushContactOutbox();
  } catch (error) {
    console.error('Could not send the saved contact messages yet', error);
  }
}
