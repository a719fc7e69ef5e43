/**
 * The contact form's message as the contact function accepts it: the same fields and limits for
 * the form, the function and the tests.
 */
import { CONTACT_LIMITS } from './limits';

/** Callable names. '-' is Firebase's group separator: exported as contact.message and contact.email.status. */
export const CONTACT_FUNCTIONS = {
  store: 'contact-message',
  reportEmail: 'contact-email-status',
} as const;

/** Messages stored per caller address and in all; the function reads overrides from its configuration. */
export const CONTACT_RATE_LIMITS = {
  perMinute: 5,
  perDay: 20,
  allPerDay: 200,
} as const;
export type ContactRateLimits = { [K in keyof typeof CONTACT_RATE_LIMITS]: number };

/**
 * Until the app reports what EmailJS answered, a stored message counts as not emailed: an
 * interrupted visit never leaves a message that claims an email went out.
 */
export const INITIAL_EMAIL_STATUS = 'failed' as const;

// One @ with something on both sides and a dot in the domain: what people mistype, without
// rejecting the unusual but valid addresses a full RFC 5322 parser would allow. The address
// ends up in the admin's mailto: links, where '?', '&' and '%' would start or smuggle mail
// headers (bcc, body) and ',' would add recipients, so a plain address has none of them and no
// whitespace. firestore.rules' isEmail states the same pattern.
export const CONTACT_EMAIL_PATTERN = /^[^\s@?&%,]+@[^\s@?&%,]+\.[^\s@?&%,]+$/;

/** A Firestore-style auto id, chosen by the browser so a retried call stores the message once. */
export const CONTACT_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

export interface ContactMessageFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

type ContactField = keyof ContactMessageFields;

/** Trimmed values, or the first field that breaks a rule (the form shows its message). */
export function checkContactMessage(
  input: unknown,
): { ok: true; value: ContactMessageFields } | { ok: false; field: ContactField } {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const text = (key: ContactField) => (typeof raw[key] === 'string' ? raw[key].trim() : null);
  const name = text('name');
  const email = text('email');
  const subject = text('subject');
  const message = text('message');
  const L = CONTACT_LIMITS;
  if (name === null || name.length < L.nameMin || name.length > L.nameMax)
    return { ok: false, field: 'name' };
  if (email === null || email.length > L.emailMax || !CONTACT_EMAIL_PATTERN.test(email))
    return { ok: false, field: 'email' };
  if (subject === null || subject.length < L.subjectMin || subject.length > L.subjectMax)
    return { ok: false, field: 'subject' };
  if (message === null || message.length < L.messageMin || message.length > L.messageMax)
    return { ok: false, field: 'message' };
  return { ok: true, value: { name, email, subject, message } };
}

/** Where the functions run: the web SDK's default region, so callers need no region setting. */
export const FUNCTIONS_REGION = 'us-central1';
