// The contact form's call and the admin inbox of the data layer, against the emulators and the
// real rules: what the page and the inbox will get.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { signIn, signOut } from '@/data/auth';
import {
  INBOX_PAGE_SIZE,
  contactMessagesAdmin,
  subscribeContactMessages,
} from '@/data/contact-messages/admin';
import { createContactMessage, reportEmailStatus } from '@/data/contact-messages/create';
import type { ContactMessage } from '@/data/contact-messages/model';
import { newMessageId } from '@/data/contact-messages/outbox';
import { COLLECTIONS } from '@portfolio/model/collections';
import { adminApp, closeAdminApps, ensureUser, forgetContactRateLimits } from '../support/emulator';

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
function inbox(
  until: (messages: ContactMessage[]) => boolean,
  count = INBOX_PAGE_SIZE,
): Promise<ContactMessage[]> {
  return new Promise((resolve, reject) => {
    const stop = subscribeContactMessages(
      count,
      (messages) => {
        if (!until(messages)) return;
        stop();
        resolve(messages);
      },
      reject,
    );
  });
}

beforeAll(async () => {
  await forgetContactRateLimits();
  await ensureUser(ADMIN.email, ADMIN.password, true);
  await signOut();
});

afterAll(async () => {
  await signOut();
  await closeAdminApps();
});

describe('contact messages', () => {
  it('a visitor stores a trimmed message through the function; a retry of the same id never makes a copy', async () => {
    const id = newMessageId();
    const first = await createContactMessage(id, input('Stored'));
    expect(first).toEqual({ kind: 'stored', receipt: expect.any(String) });
    // What the outbox does after a lost answer: the same id again, stored once.
    const again = await createContactMessage(id, input('Stored'));
    expect(again.kind).toBe('stored');
    if (again.kind === 'stored' && again.receipt)
      await reportEmailStatus(id, again.receipt, 'not_configured');

    const stored = await adminApp().db.collection(COLLECTIONS.contactMessages).doc(id).get();
    expect(stored.data()).toMatchObject({
      name: 'Jane Visitor',
      subject: `Stored ${run}`,
      email_status: 'not_configured',
    });
    expect(stored.data()?.created_at).toBeInstanceOf(Timestamp);
    const copies = await adminApp()
      .db.collection(COLLECTIONS.contactMessages)
      .where('subject', '==', `Stored ${run}`)
      .get();
    expect(copies.size).toBe(1);
  });

  it('visitors cannot read the inbox', async () => {
    await expect(inbox(() => false)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('the admin reads the inbox newest first, marks a message read and deletes it', async () => {
    const { db } = adminApp();
    const older = await db.collection(COLLECTIONS.contactMessages).add({
      ...input('Older'),
      // Just older than the next one, and newer than the messages of earlier test files: an hour
      // back, more than a page of those (the function's rate-limit tests) came before it.
      created_at: Timestamp.fromMillis(Date.now() - 1000),
      email_status: 'failed',
    });
    const newer = newMessageId();
    expect((await createContactMessage(newer, input('Newer'))).kind).toBe('stored');

    await signIn(ADMIN.email, ADMIN.password);
    const ids = (await inbox((ms) => ms.some((m) => m.id === older.id))).map((m) => m.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older.id));

    await contactMessagesAdmin.update(newer, { read: true });
    expect((await db.collection(COLLECTIONS.contactMessages).doc(newer).get()).data()?.read).toBe(true);
    await contactMessagesAdmin.remove(newer);
    expect((await db.collection(COLLECTIONS.contactMessages).doc(newer).get()).exists).toBe(false);
    await signOut();
  });

  it('the inbox reads a page of the newest messages at a time, and says when older ones exist', async () => {
    const { db } = adminApp();
    const count = 3;
    const batch = db.batch();
    const old = Array.from({ length: count + 1 }, () => db.collection(COLLECTIONS.contactMessages).doc());
    // In the year 2000, behind every message the other tests (and the browser tests) look for.
    old.forEach((ref, i) =>
      batch.set(ref, {
        ...input(`Old ${i}`),
        created_at: Timestamp.fromMillis(946_684_800_000 + i),
        email_status: 'failed',
      }),
    );
    await batch.commit();
    try {
      await signIn(ADMIN.email, ADMIN.password);
      let last = { size: 0, hasMore: false };
      const all = await new Promise<{ size: number; hasMore: boolean }>((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no page said older messages exist; the last was ${JSON.stringify(last)}`));
        }, 20_000);
        const stop = subscribeContactMessages(
          count,
          (messages, hasMore) => {
            last = { size: messages.length, hasMore };
            // The first snapshots may come from the local cache, which holds only what earlier
            // tests read: wait for the server's page, the one that knows of older messages.
            if (!hasMore) return;
            clearTimeout(timer);
            stop();
            resolve(last);
          },
          reject,
        );
      });
      expect(all).toEqual({ size: count, hasMore: true });
    } finally {
      await Promise.all(old.map((ref) => ref.delete()));
      await signOut();
    }
  });
});
