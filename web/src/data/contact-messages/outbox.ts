import type { ContactMessageInput, EmailStatus } from './model';

/**
 * Firestore's memory cache keeps a write queued while the visitor is offline, but only while the
 * tab lives. Every message also waits here, in localStorage, until the server has acknowledged
 * it, so closing the tab offline loses nothing: the contact page sends it again on the next visit
 * under the same document id (a second create of that id is refused, so it is never stored twice).
 */
export interface OutboxEntry {
  id: string;
  input: ContactMessageInput;
  email_status: EmailStatus;
}

const KEY = 'portfolio.contact-outbox';

/** A Firestore-style auto id (20 characters), made before the SDK is loaded. */
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
    return null; // access denied (privacy settings): the Firestore queue alone remains
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
    // quota or privacy mode: the in-memory Firestore queue still holds the write
  }
}

export function addToOutbox(entry: OutboxEntry): void {
  write([...readOutbox().filter((e) => e.id !== entry.id), entry]);
}

export function removeFromOutbox(id: string): void {
  write(readOutbox().filter((e) => e.id !== id));
}
