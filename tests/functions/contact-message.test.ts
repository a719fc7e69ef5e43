// Contact messages are stored only through the contact function: attacked over REST as a script
// would, with the legitimate path checked beside each refusal. Every call carries the
// X-Forwarded-For that Google's front end hands the function in production (the caller's
// address, then the load balancer's), so each test speaks from addresses of its own.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { CONTACT_FUNCTIONS, CONTACT_RATE_LIMITS } from '@portfolio/model/contact';
import { networkLimits } from 'functions/contact-message/rate-limit';
import { adminApp, closeAdminApps, forgetContactRateLimits } from '../support/emulator';
import { callFunction } from './callable';

const run = randomBytes(3).toString('hex');
let networkCount = randomBytes(2).readUInt16BE();
/** A documentation address (RFC 3849) in a /48 (and so a /64) no other test uses. */
const newAddress = () => `2001:db8:${(networkCount++ & 0xffff).toString(16)}:1::1`;
const newId = () => randomBytes(15).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20);

const message = (subject = `Attack ${run}`) => ({
  name: ' Mallory ',
  email: 'mallory@example.com',
  subject,
  message: 'Buy cheap pills today, limited offer!',
});

/**
 * A call from `address` to the function at its own URL, as Cloud Run's front end forwards it (the
 * address it saw appended last); `forged` is what the caller wrote in front.
 */
function store(address: string, data: Record<string, unknown>, forged?: string) {
  const chain = [forged, address].filter(Boolean).join(', ');
  return callFunction(CONTACT_FUNCTIONS.store, data, undefined, { 'x-forwarded-for': chain });
}
const report = (data: Record<string, unknown>) => callFunction(CONTACT_FUNCTIONS.reportEmail, data);
const stored = (id: string) => adminApp().db.collection(COLLECTIONS.contactMessages).doc(id).get();

afterEach(async () => {
  await forgetContactRateLimits();
});
afterAll(async () => {
  await closeAdminApps();
});

describe('storing a message', () => {
  it('stores it trimmed, with the server time and "failed" until the app reports the email', async () => {
    const id = newId();
    const answer = await store(newAddress(), { id, ...message() });
    expect(answer.httpStatus).toBe(200);
    expect(answer.result).toEqual({ receipt: expect.stringMatching(/^[\w-]{40,}$/) });
    const doc = (await stored(id)).data();
    expect(doc).toMatchObject({ name: 'Mallory', subject: `Attack ${run}`, email_status: 'failed' });
    expect(doc?.created_at).toBeInstanceOf(Timestamp);
    expect(Object.keys(doc ?? {}).sort()).toEqual(
      ['created_at', 'email', 'email_status', 'message', 'name', 'subject'].sort(),
    );
  });

  it('ignores what the caller says about created_at, email_status or read', async () => {
    const id = newId();
    const answer = await store(newAddress(), {
      id,
      ...message(),
      email_status: 'sent',
      created_at: '2000-01-01',
      read: true,
    });
    expect(answer.httpStatus).toBe(200);
    expect((await stored(id)).data()).toMatchObject({ email_status: 'failed' });
    expect((await stored(id)).data()).not.toHaveProperty('read');
  });

  it.each([
    ['a name of 1 character', { name: 'A' }],
    ['an email without a dot in the domain', { email: 'mallory@example' }],
    // Each would write a header or a recipient into the admin's mailto: links.
    ['an email with ?bcc and &body', { email: 'mallory@example.com?bcc=spy%40evil.example&body=Hi' }],
    ['an email with &cc', { email: 'mallory@example.com&cc=spy@evil.example' }],
    ['an email with %', { email: 'mallory%40evil.example@example.com' }],
    ['an email with a second recipient', { email: 'mallory@example.com,spy@evil.example' }],
    ['an email with a line break', { email: 'mallory@example.com\nBcc: spy@evil.example' }],
    ['an email with a space', { email: 'mallory @example.com' }],
    ['a subject of 4 characters', { subject: 'Help' }],
    ['a message of 9 characters', { message: 'Too short' }],
    ['a message of 5001 characters', { message: 'x'.repeat(5001) }],
    ['a name that is not text', { name: ['Mallory'] }],
    ['an id of 19 characters', { id: 'a'.repeat(19) }],
    ['an id with a slash', { id: `${'a'.repeat(18)}/b` }],
    ['no id', { id: undefined }],
  ])('refuses %s with invalid-argument', async (_, change) => {
    const id = newId();
    const answer = await store(newAddress(), { id, ...message(), ...change });
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect((await stored(id)).exists).toBe(false);
  });

  it('stores a retried id once, counts every call and renews its receipt', async () => {
    const address = newAddress();
    const id = newId();
    const first = await store(address, { id, ...message() });
    const again = await store(address, { id, ...message('A different subject') });
    expect(again.httpStatus).toBe(200);
    expect(again.result).toEqual({ receipt: expect.any(String) });
    expect((await stored(id)).data()?.subject).toBe(`Attack ${run}`);
    // The first receipt was replaced: only the newest one reports.
    const firstReceipt = (first.result as { receipt: string }).receipt;
    expect((await report({ id, receipt: firstReceipt, email_status: 'sent' })).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    // The retry was counted: three more new messages fit in the minute, not four.
    for (let i = 0; i < CONTACT_RATE_LIMITS.perMinute - 2; i++) {
      expect((await store(address, { id: newId(), ...message() })).httpStatus).toBe(200);
    }
    expect((await store(address, { id: newId(), ...message() })).error?.status).toBe('RESOURCE_EXHAUSTED');
  });

  it('re-sending a stored id is no way around the limit: past it, it writes nothing and the message stays', async () => {
    const address = newAddress();
    const id = newId();
    expect((await store(address, { id, ...message() })).httpStatus).toBe(200);
    for (let i = 1; i < CONTACT_RATE_LIMITS.perMinute; i++) {
      expect((await store(address, { id, ...message() })).result).toEqual({ receipt: expect.any(String) });
    }
    // Every one of those calls counted: the next new message is refused, and so is a free receipt.
    expect((await store(address, { id: newId(), ...message() })).error?.status).toBe('RESOURCE_EXHAUSTED');
    const over = await store(address, { id, ...message('Changed') });
    expect(over.httpStatus).toBe(200);
    expect(over.result).toEqual({ receipt: null });
    expect((await stored(id)).data()?.subject).toBe(`Attack ${run}`);
  });
});

describe('a flood from one subscriber', () => {
  it('20 scripted messages in a row, each with a new id: 5 stored, the 6th and later refused', async () => {
    const address = newAddress();
    const subject = `Flood ${run}`;
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await store(address, { id: newId(), ...message(subject) }));

    expect(answers.slice(0, 5).map((a) => a.httpStatus)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers.slice(5)) expect(answer.error?.status).toBe('RESOURCE_EXHAUSTED');
    const flood = await adminApp()
      .db.collection(COLLECTIONS.contactMessages)
      .where('subject', '==', subject)
      .get();
    expect(flood.size).toBe(5);
    expect(flood.docs.every((d) => d.get('email_status') === 'failed')).toBe(true);

    // Beside it, someone else still gets through.
    expect((await store(newAddress(), { id: newId(), ...message() })).httpStatus).toBe(200);
  });

  it('only the address the front end appended counts: forged entries in front do not help', async () => {
    const address = newAddress();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await store(address, { id: newId(), ...message() }, `10.0.${i}.1, 2001:db8::${i}`));
    }
    expect(answers.slice(0, 5).every((a) => a.httpStatus === 200)).toBe(true);
    expect(answers.at(-1)?.error?.status).toBe('RESOURCE_EXHAUSTED');
  });

  it('counts six addresses of one IPv6 /64 as one subscriber: 5 stored, the 6th refused', async () => {
    const slash64 = newAddress().replace(/::1$/, '');
    const subject = `One /64 ${run}`;
    const answers = [];
    for (let i = 1; i <= 6; i++) {
      answers.push(
        await store(`${slash64}:${i}:${i * 7}:${i * 13}:${i}`, { id: newId(), ...message(subject) }),
      );
    }
    expect(answers.slice(0, 5).map((a) => a.httpStatus)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]?.error?.status).toBe('RESOURCE_EXHAUSTED');
    const stored = await adminApp()
      .db.collection(COLLECTIONS.contactMessages)
      .where('subject', '==', subject)
      .get();
    expect(stored.size).toBe(5);

    // Beside it, a visitor on IPv6 in another /64 and one on IPv4 still get through.
    expect((await store(newAddress(), { id: newId(), ...message() })).httpStatus).toBe(200);
    expect((await store('203.0.113.9', { id: newId(), ...message() })).httpStatus).toBe(200);
  });

  it('holds the /64s of one /48 to the network’s limit a minute', async () => {
    const slash48 = newAddress().replace(/:1::1$/, '');
    const limit = networkLimits(CONTACT_RATE_LIMITS).perMinute;
    const answers = [];
    for (let i = 1; i <= limit + 1; i++) {
      answers.push(await store(`${slash48}:${i.toString(16)}::1`, { id: newId(), ...message() }));
    }
    expect(answers.slice(0, limit).every((a) => a.httpStatus === 200)).toBe(true);
    expect(answers[limit]?.error?.status).toBe('RESOURCE_EXHAUSTED');
  });

  it('keeps only a hash of the address', async () => {
    const address = newAddress();
    await store(address, { id: newId(), ...message() });
    const counters = await adminApp().db.collection('contact_rate_limits').get();
    const everything = JSON.stringify(counters.docs.map((d) => [d.id, d.data()]));
    expect(everything).not.toContain(address);
    expect(everything).not.toContain(run);
  });

  it('takes 20 a day from one address, then refuses until the next day', async () => {
    const address = newAddress();
    let accepted = 0;
    for (let i = 0; i < 21; i++) {
      // The per-minute window is forgotten between sends; the day count is not.
      const counters = await adminApp().db.collection('contact_rate_limits').get();
      await Promise.all(
        counters.docs
          .filter((d) => /^(subscriber|network)_/.test(d.id))
          .map((d) => d.ref.update({ recent: [] })),
      );
      const answer = await store(address, { id: newId(), ...message() });
      if (answer.httpStatus === 200) accepted++;
      else expect(answer.error?.status).toBe('RESOURCE_EXHAUSTED');
    }
    expect(accepted).toBe(CONTACT_RATE_LIMITS.perDay);
  });

  it('takes 200 a day from everyone together', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await adminApp()
      .db.collection('contact_rate_limits')
      .doc('all')
      .set({ day: today, day_count: CONTACT_RATE_LIMITS.allPerDay - 1, recent: [] });
    expect((await store(newAddress(), { id: newId(), ...message() })).httpStatus).toBe(200);
    const refused = await store(newAddress(), { id: newId(), ...message() });
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
  });
});

describe('the email status', () => {
  async function storedWithReceipt() {
    const id = newId();
    const answer = await store(newAddress(), { id, ...message() });
    return { id, receipt: (answer.result as { receipt: string }).receipt };
  }

  it('is set once by the holder of the receipt, and never again', async () => {
    const { id, receipt } = await storedWithReceipt();
    expect((await report({ id, receipt, email_status: 'sent' })).httpStatus).toBe(200);
    expect((await stored(id)).data()?.email_status).toBe('sent');
    expect((await report({ id, receipt, email_status: 'failed' })).error?.status).toBe('PERMISSION_DENIED');
    expect((await stored(id)).data()?.email_status).toBe('sent');
  });

  it('cannot be set without the receipt, with a guessed one, or with another message’s', async () => {
    const mine = await storedWithReceipt();
    const theirs = await storedWithReceipt();
    for (const attempt of [
      { id: theirs.id, email_status: 'sent' },
      { id: theirs.id, receipt: 'x'.repeat(43), email_status: 'sent' },
      { id: theirs.id, receipt: mine.receipt, email_status: 'sent' },
    ]) {
      expect((await report(attempt)).httpStatus).not.toBe(200);
    }
    expect((await stored(theirs.id)).data()?.email_status).toBe('failed');
  });

  it('refuses a status outside the three', async () => {
    const { id, receipt } = await storedWithReceipt();
    expect((await report({ id, receipt, email_status: 'delivered' })).error?.status).toBe('INVALID_ARGUMENT');
    expect((await report({ id, receipt, email_status: 'not_configured' })).httpStatus).toBe(200);
  });
});
