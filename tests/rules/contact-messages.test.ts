// The contact form writes to contact_messages as a visitor: one validated message, nothing else.
// The inbox is the admin's alone.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS, EMAIL_STATUSES } from '@portfolio/model/collections';
import { arrangeAll } from './arrange';
import { clientTime, contactCase, without } from './fixtures';
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

describe('a visitor sending a message', () => {
  it.each(EMAIL_STATUSES)('may store a valid message with email_status %s', async (email_status) => {
    await assertSucceeds(send({ ...valid(), email_status }));
  });

  it('may send from a signed-in account without the claim too', async () => {
    await assertSucceeds(send(valid(), 'user'));
  });

  it.each([
    ['a name of 1 character', { name: 'A' }],
    ['a name of spaces', { name: '     ' }],
    ['an email without @', { email: 'ada.example.com' }],
    ['an email without domain dot', { email: 'ada@example' }],
    ['an email with a space', { email: 'ada lovelace@example.com' }],
    ['an email with two @', { email: 'ada@@example.com' }],
    ['an empty email', { email: '' }],
    ['a subject of 4 characters', { subject: 'Help' }],
    ['a subject padded with spaces', { subject: '  Hi   ' }],
    ['a message of 9 characters', { message: 'Too short' }],
    ['a message of spaces', { message: ' '.repeat(20) }],
    ['a name that is not text', { name: ['Ada', 'Lovelace'] }],
    ['an unknown email_status', { email_status: 'delivered' }],
    ['a client-set created_at', { created_at: clientTime() }],
    ['the message already marked read', { read: true }],
    ['an extra field', { reply_to: 'boss@example.com' }],
  ])('is refused with %s', async (_, change) => {
    await assertFails(send({ ...valid(), ...change }));
  });

  it.each(['name', 'email', 'subject', 'message', 'created_at', 'email_status'])(
    'is refused without %s',
    async (field) => {
      await assertFails(send(without(valid(), field)));
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
