// Nobody writes contact_messages directly: the contact function stores each message. The inbox
// is the admin's alone.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  setDoc,
  query,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS, EMAIL_STATUSES } from '@portfolio/model/collections';
import { arrangeAll } from './arrange';
import { contactCase } from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment, type Role } from './support';

const inbox = COLLECTIONS.contactMessages;
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await arrangeAll(env);
});

const send = (data: DocumentData, role: Role = 'visitor') =>
  addDoc(collection(firestoreOf(contextFor(env, role)), inbox), data);
const valid = contactCase.valid;

// The contact function stores messages with the admin SDK, past these rules; its validation and
// limits are attacked in tests/functions/contact-message.test.ts.
describe('a client writing a message directly', () => {
  it.each(['visitor', 'user', 'admin'] as const)('is refused for a %s, valid or not', async (role) => {
    for (const email_status of EMAIL_STATUSES) await assertFails(send({ ...valid(), email_status }, role));
  });

  it('cannot claim an id the function would use, nor overwrite a stored message', async () => {
    const db = firestoreOf(contextFor(env, 'visitor'));
    await assertFails(setDoc(doc(db, inbox, 'AAAAAAAAAAAAAAAAAAAA'), valid()));
    await assertFails(setDoc(doc(db, inbox, contactCase.id), { ...valid(), email_status: 'sent' }));
  });

  it.each(['contact_rate_limits/all', 'contact_rate_limits/address_salt', 'contact_message_receipts/x'])(
    'cannot read or write the function’s own document %s',
    async (path) => {
      for (const role of ['visitor', 'user', 'admin'] as const) {
        const ref = doc(firestoreOf(contextFor(env, role)), path);
        await assertFails(getDoc(ref));
        await assertFails(setDoc(ref, { day_count: 0 }));
      }
    },
  );
});

describe('the inbox', () => {
  const message = (role: Role) => doc(firestoreOf(contextFor(env, role)), inbox, contactCase.id);
  const newestFirst = (role: Role) =>
    query(collection(firestoreOf(contextFor(env, role)), inbox), orderBy('created_at', 'desc'));

  it.each(['visitor', 'user'] as const)('cannot be read, listed, marked or emptied by a %s', async (role) => {
    await assertFails(getDoc(message(role)));
    await assertFails(getDocs(newestFirst(role)));
    await assertFails(updateDoc(message(role), { read: true }));
    await assertFails(deleteDoc(message(role)));
  });

  it('is read newest first, marked read and unread, and emptied by the admin', async () => {
    await assertSucceeds(getDocs(newestFirst('admin')));
    await assertSucceeds(updateDoc(message('admin'), { read: true }));
    await assertSucceeds(updateDoc(message('admin'), { read: false }));
    await assertSucceeds(deleteDoc(message('admin')));
  });

  it.each([
    ['the text of a message', { message: 'Something else entirely.' }],
    ['the sender', { email: 'someone@else.example' }],
    ['the email status', { email_status: 'sent' }],
    ['read as text', { read: 'yes' }],
    ['a new field', { read: true, label: 'spam' }],
  ])('cannot have %s changed, even by the admin', async (_, change) => {
    await assertFails(updateDoc(message('admin'), change));
  });
});
