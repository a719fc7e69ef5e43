import type { EmailStatus } from '@/data/contact-messages/model';
import { emailFailureReason, type EmailClient } from './email-client';
import type { StoreResult } from './message-store';
import type { ContactValues } from './validation';

export type SubmitOutcome =
  | { kind: 'sent' } // the email went out
  | { kind: 'received' } // stored in the inbox, no email (not configured, or EmailJS failed to start)
  | { kind: 'queued' } // not stored yet: the outbox sends it when the connection returns
  | { kind: 'rate-limited' } // too many messages for now: nothing sent, the form keeps the values
  | { kind: 'failed'; reason?: string };

export interface SubmitDeps {
  /** The initialised email client, or null when there is none to use. */
  email: EmailClient | null;
  emailConfigured: boolean;
  online: boolean;
  store: (values: ContactValues, online: boolean) => Promise<StoreResult>;
  /** Hands EmailJS's answer to the server (stored) or to the outbox (queued). */
  recordEmail: (stored: StoreResult, values: ContactValues, status: EmailStatus) => Promise<void>;
}

/**
 * One valid submission: the inbox copy first (the function's rate limit decides whether this
 * message goes anywhere), then the email, then its outcome for the owner's inbox.
 */
export async function submitContactMessage(values: ContactValues, deps: SubmitDeps): Promise<SubmitOutcome> {
  const stored = await deps.store(values, deps.online);
  if (stored.kind === 'rate-limited') return { kind: 'rate-limited' };
  if (stored.kind === 'error') return { kind: 'failed' };
  // Offline, nothing more can happen now; the owner sees 'failed' (no email) for it.
  if (stored.kind === 'queued' && !deps.online) return { kind: 'queued' };

  let status: EmailStatus = deps.emailConfigured ? 'failed' : 'not_configured';
  let reason: string | undefined;
  if (deps.email) {
    try {
      await deps.email.send(values);
      status = 'sent';
    } catch (error) {
      console.error('Sending the email failed', error);
      reason = emailFailureReason(error);
    }
  }
  await deps.recordEmail(stored, values, status);

  if (status === 'sent') return { kind: 'sent' };
  if (stored.kind === 'queued') return { kind: 'queued' };
  if (!deps.email) return { kind: 'received' };
  return { kind: 'failed', reason };
}
