import type { EmailStatus } from '@/data/contact-messages/model';
import { emailFailureReason, type EmailClient } from './email-client';
import type { StoreResult } from './message-store';
import type { ContactValues } from './validation';

export type SubmitOutcome =
  | { kind: 'sent' } // the email went out
  | { kind: 'received' } // stored in the inbox, no email (not configured, or EmailJS failed to start)
  | { kind: 'queued' } // offline: Firestore delivers it when the connection returns
  | { kind: 'failed'; reason?: string };

export interface SubmitDeps {
  /** The initialised email client, or null when there is none to use. */
  email: EmailClient | null;
  emailConfigured: boolean;
  online: boolean;
  store: (values: ContactValues, status: EmailStatus, online: boolean) => Promise<StoreResult>;
}

/**
 * One valid submission: the email first (its outcome is part of the stored document, which
 * visitors cannot update afterwards), then the inbox copy, whatever happened to the email.
 */
export async function submitContactMessage(values: ContactValues, deps: SubmitDeps): Promise<SubmitOutcome> {
  let status: EmailStatus = deps.emailConfigured ? 'failed' : 'not_configured';
  let reason: string | undefined;
  if (deps.email && deps.online) {
    try {
      await deps.email.send(values);
      status = 'sent';
    } catch (error) {
      console.error('Sending the email failed', error);
      reason = emailFailureReason(error);
    }
  }

  const stored = await deps.store(values, status, deps.online);
  if (status === 'sent') return { kind: 'sent' };
  if (stored === 'queued') return { kind: 'queued' };
  if (stored === 'saved' && !deps.email) return { kind: 'received' };
  return { kind: 'failed', reason };
}
