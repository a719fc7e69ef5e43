import type { ContactMessageInput, EmailStatus } from './model';

/**
 * Every message waits here, in localStorage, until the contact function has stored it (offline,
 * a failed call, the rate limit), so closing the tab loses nothing: the contact page sends it
 * again when the connection returns or on the next visit, under the same id, which the function
 * stores only once. email_status is what EmailJS answered, reported once the message is stored.
 */
export interface OutboxEntry {
  id: string;
  input: ContactMessageInput;
  email_status: EmailStatus;
}

const KEY = 'portfolio.contact-outbox';

/** A Firestore-style auto id (20 characters): CONTACT_ID_PATTERN. */
export function newMessageId(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  // getRandomValues, unlike randomUUID, also exists on plain-http LAN addresses (phone testing).
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => chars[b % chars.length]).join('');
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (privacy settings): only the send in progress remains
  }
}

function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<OutboxEntry>;
  const input = entry.input as Partial<ContactMessageInput> | undefined;
  return (
    typeof entry.id === 'string' &&
    typeof entry.email_status === 'string' &&
    !!input &&
    ['name', 'email', 'subject', 'message'].every(
      (k) => typeof input[k as keyof ContactMessageInput] === 'string',
    )
  );
}

export function readOutbox(): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function write(entries: OutboxEntry[]): void {
  try {
    if (entries.length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(entries));
  } catch {
    // quota or privacy mode: only the send in progress remains
  }
}

export function addToOutbox(entry: OutboxEntry): void {
  write([...readOutbox().filter((e) => e.id !== entry.id), entry]);
}

export function removeFromOutbox(id: string): void {
  write(readOutbox().filter((e) => e.id !== id));
}

/** The id of a message with exactly these values still waiting here: sending it again reuses it. */
export function pendingIdFor(input: ContactMessageInput): string | undefined {
  return readOutbox().find((e) =>
    (['name', 'email', 'subject', 'message'] as const).every((k) => e.input[k] === input[k]),
  )?.id;
}
