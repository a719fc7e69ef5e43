// The contact form's write and the admin inbox of the data layer, against the emulators and the
// real rules: what the page and the inbox will get.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { signIn, signOut } from '@/data/auth';
import {
  deleteContactMessage,
  setContactMessageRead,
  subscribeContactMessages,
} from '@/data/contact-messages/admin';
import { createContactMessage } from '@/data/contact-messages/create';
import type { ContactMessage } from '@/data/contact-messages/model';
import { newMessageId } from '@/data/contact-messages/outbox';
import { COLLECTIONS } from '@portfolio/model/collections';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';

const ADMIN = { email: 'inbox-admin@example.com', password: 'inbox-admin-secret' };
const run = Date.now().toString(36);
const input = (subject: string) => ({
  name: '  Jane Visitor ',
  email: 'jane@example.com',
  subject: `${subject} ${run}`,
  message: 'A message long enough for the rules.',
});

// The SDK answers from its local cache first (a visitor sees the message it just wrote), then
// from the server: wait for the snapshot or the refusal that matters.
function inbox(until: (messages: ContactMessage[]) => boolean): Promise<ContactMessage[]> {
  return new Promise((resolve, reject) => {
    const stop = subscribeContactMessages((messages) => {
      if (!until(messages)) return;
      stop();
      resolve(messages);
    }, reject);
  });
}

beforeAll(async () => {
  await ensureUser(ADMIN.email, ADMIN.password, true);
  await signOut();
});

afterAll(async () => {
  await signOut();
  await closeAdminApps();
});

describe('contact messages', () => {
  it('a visitor stores a trimmed message with the server time; a retry of the same id never makes a copy', async () => {
    const id = newMessageId();
    await createContactMessage(input('Stored'), 'not_configured', id);
    // What the outbox does after a lost acknowledgement: the same id again.
    await expect(createContactMessage(input('Stored'), 'sent', id)).rejects.toThrow();

    const stored = await adminApp().db.collection(COLLECTIONS.contactMessages).doc(id).get();
    expect(stored.data()).toMatchObject({
      name: 'Jane Visitor',
      subject: `Stored ${run}`,
      email_status: 'not_configured',
    });
    expect(stored.data()?.created_at).toBeInstanceOf(Timestamp);
  });

  it('visitors cannot read the inbox', async () => {
    await expect(inbox(() => false)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('the admin reads the inbox newest first, marks a message read and deletes it', async () => {
    const { db } = adminApp();
    const older = await db.collection(COLLECTIONS.contactMessages).add({
      ...input('Older'),
      created_at: Timestamp.fromMillis(Date.now() - 3_600_000),
      email_status: 'failed',
    });
    const newer = newMessageId();
    await createContactMessage(input('Newer'), 'sent', newer);

    await signIn(ADMIN.email, ADMIN.password);
    const ids = (await inbox((ms) => ms.some((m) => m.id === older.id))).map((m) => m.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older.id));

    await setContactMessageRead(newer, true);
    expect((await db.collection(COLLECTIONS.contactMessages).doc(newer).get()).data()?.read).toBe(true);
    await deleteContactMessage(newer);
    expect((await db.collection(COLLECTIONS.contactMessages).doc(newer).get()).exists).toBe(false);
    await signOut();
  });
});
