// The visitor's one write goes through the contact function, which validates it, rate-limits it
// and stores it; no Firestore SDK is needed on the contact page. The page loads this module
// lazily, off the first paint.
import { CONTACT_FUNCTIONS, INITIAL_EMAIL_STATUS } from '@portfolio/model/contact';
import { callFunction, CallableError } from './callable';
import { contactMessageToDoc, type ContactMessageInput, type EmailStatus } from './model';
import { readOutbox, removeFromOutbox } from './outbox';

type StoreAnswer =
  | { kind: 'stored'; receipt: string | null } // the receipt reports the email status, once
  | { kind: 'rate-limited' } // too many messages from this address or in all: try later
  | { kind: 'refused' } // the function will never take this message (invalid)
  | { kind: 'unreachable' }; // no answer: offline, timed out, or the function is down

/** Stores one message under its id; the same id again never stores a second copy. */
export async function createContactMessage(id: string, input: ContactMessageInput): Promise<StoreAnswer> {
  try {
    const { receipt } = await callFunction<{ receipt: string | null }>(CONTACT_FUNCTIONS.store, {
      id,
      ...contactMessageToDoc(input),
    });
    return { kind: 'stored', receipt };
  } catch (error) {
    const status = error instanceof CallableError ? error.status : 'UNREACHABLE';
    if (status === 'RESOURCE_EXHAUSTED') return { kind: 'rate-limited' };
    if (status === 'INVALID_ARGUMENT') return { kind: 'refused' };
    console.error('The contact function did not store the message yet', error);
    return { kind: 'unreachable' };
  }
}

/** Tells the function what EmailJS answered; the owner sees it in the inbox. Never throws. */
export async function reportEmailStatus(id: string, receipt: string, status: EmailStatus): Promise<void> {
  try {
    await callFunction(CONTACT_FUNCTIONS.reportEmail, { id, receipt, email_status: status });
  } catch (error) {
    console.error('Could not report the email status', error);
  }
}

/** Ids this tab is sending now, so the 'online' event and a submit never send one twice at once. */
const inFlight = new Set<string>();

/**
 * Sends what the outbox holds, one at a time (a burst would meet the rate limit), and keeps
 * what the function did not take yet.
 */
export async function flushContactOutbox(): Promise<void> {
  for (const entry of readOutbox()) {
    if (inFlight.has(entry.id)) continue;
    inFlight.add(entry.id);
    try {
      const answer = await createContactMessage(entry.id, entry.input);
      if (answer.kind === 'stored' || answer.kind === 'refused') removeFromOutbox(entry.id);
      if (answer.kind === 'stored' && answer.receipt && entry.email_status !== INITIAL_EMAIL_STATUS) {
        await reportEmailStatus(entry.id, answer.receipt, entry.email_status);
      }
      if (answer.kind === 'unreachable' || answer.kind === 'rate-limited') break;
    } finally {
      inFlight.delete(entry.id);
    }
  }
}
