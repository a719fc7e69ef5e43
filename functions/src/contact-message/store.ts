import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, EMAIL_STATUSES, type EmailStatus } from '@portfolio/model/collections';
import {
  INITIAL_EMAIL_STATUS,
  type ContactMessageFields,
  type ContactRateLimits,
} from '@portfolio/model/contact';
import { callerGroups } from './caller-address';
import { decide, networkLimits, subscriberLimits, type RateCounter } from './rate-limit';

/**
 * Server-only collections (the rules deny every client): the per-subscriber, per-network and
 * total counters,
 * the salt of the address hashes, and each message's one-time email-status receipt.
 */
const RATE_COLLECTION = 'contact_rate_limits';
const RECEIPT_COLLECTION = 'contact_message_receipts';
const ALL_CALLERS_DOC = 'all';
const SALT_DOC = 'address_salt';

export class ContactRefusal extends Error {
  constructor(
    readonly code: 'resource-exhausted' | 'permission-denied' | 'invalid-argument',
    message: string,
  ) {
    super(message);
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The answer to a store call: the receipt for the email status, null when none is left to report. */
export interface Stored {
  receipt: string | null;
}

/**
 * Stores one message under the caller's id, counted against the caller's subscriber (an IPv4
 * address or an IPv6 /64), its IPv6 /48 and all callers in one transaction. The same id again
 * (a retry after a lost answer) stores nothing but is counted like any call, so re-sending a known
 * id cannot be used to call for free: it renews the receipt while the email status is still
 * unreported, and past the limit it writes nothing and answers without a receipt (the message is
 * stored already, so the visitor loses nothing).
 */
export async function storeContactMessage(
  db: Firestore,
  limits: ContactRateLimits,
  address: string,
  id: string,
  fields: ContactMessageFields,
  nowMs = Date.now(),
): Promise<Stored> {
  const rates = db.collection(RATE_COLLECTION);
  const saltRef = rates.doc(SALT_DOC);
  const messageRef = db.collection(COLLECTIONS.contactMessages).doc(id);
  const receiptRef = db.collection(RECEIPT_COLLECTION).doc(id);
  const receipt = randomBytes(32).toString('base64url');

  return db.runTransaction(async (t) => {
    const [salt, message, previousReceipt] = await t.getAll(saltRef, messageRef, receiptRef);
    const storedSalt = salt?.get('value') as string | undefined;
    const saltValue = storedSalt ?? randomBytes(32).toString('hex');
    // Only salted hashes are kept: enough to count, useless to find the caller.
    const { subscriber, network } = callerGroups(address);
    const counted = [
      {
        ref: rates.doc(`subscriber_${sha256(`${saltValue}:${subscriber}`)}`),
        limits: subscriberLimits(limits),
      },
      ...(network
        ? [{ ref: rates.doc(`network_${sha256(`${saltValue}:${network}`)}`), limits: networkLimits(limits) }]
        : []),
    ];
    const allRef = rates.doc(ALL_CALLERS_DOC);
    const [allDoc, ...callerDocs] = await t.getAll(allRef, ...counted.map((c) => c.ref));
    const decision = decide(
      limits,
      counted.map((c, i) => ({
        counter: callerDocs[i]?.data() as RateCounter | undefined,
        limits: c.limits,
      })),
      allDoc?.data() as RateCounter | undefined,
      nowMs,
    );
    const retry = Boolean(message?.exists);
    if (!decision.allowed) {
      if (retry) return { receipt: null };
      throw new ContactRefusal(
        'resource-exhausted',
        decision.limit === 'all'
          ? 'Too many messages were sent today. Please try again tomorrow.'
          : 'Too many messages from this address. Please wait a while and try again.',
      );
    }
    // A transaction reads everything before it writes anything.
    if (!storedSalt) t.set(saltRef, { value: saltValue });
    counted.forEach((c, i) => t.set(c.ref, decision.counters[i]!));
    t.set(allRef, decision.all);
    if (retry) {
      if (!previousReceipt?.exists) return { receipt: null };
      t.update(receiptRef, { token_hash: sha256(receipt) });
      return { receipt };
    }
    t.create(messageRef, {
      ...fields,
      created_at: FieldValue.serverTimestamp(),
      email_status: INITIAL_EMAIL_STATUS,
    });
    t.create(receiptRef, { token_hash: sha256(receipt), created_at: FieldValue.serverTimestamp() });
    return { receipt };
  });
}

/** Sets what EmailJS answered for one message, once, for the holder of its receipt. */
export async function reportEmailStatus(db: Firestore, id: string, receipt: string, status: EmailStatus) {
  if (!(EMAIL_STATUSES as readonly string[]).includes(status)) {
    throw new ContactRefusal('invalid-argument', 'Unknown email status.');
  }
  const messageRef = db.collection(COLLECTIONS.contactMessages).doc(id);
  const receiptRef = db.collection(RECEIPT_COLLECTION).doc(id);
  await db.runTransaction(async (t) => {
    const [message, stored] = await t.getAll(messageRef, receiptRef);
    if (!message?.exists || !stored?.exists || stored.get('token_hash') !== sha256(receipt)) {
      throw new ContactRefusal('permission-denied', 'This receipt is not valid for this message.');
    }
    t.update(messageRef, { email_status: status });
    t.delete(receiptRef);
  });
}
