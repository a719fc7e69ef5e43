import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { checkContactMessage, CONTACT_ID_PATTERN } from '@portfolio/model/contact';
import type { EmailStatus } from '@portfolio/model/collections';
import { adminApp } from '../admin';
import { appCheckEnforced, contactProxyHops, contactRateLimits, REGION } from '../config';
import { callerAddress } from './caller-address';
import { ContactRefusal, reportEmailStatus, storeContactMessage } from './store';

// The SDK verifies and consumes a limited-use App Check token whenever one is sent; whether one
// is required is configuration (APPCHECK_ENFORCE), so the emulators and the demo run without.
const options = { region: REGION, consumeAppCheckToken: true, enforceAppCheck: false };

function requireAppCheck(request: CallableRequest): void {
  if (!appCheckEnforced()) return;
  if (!request.app || request.app.alreadyConsumed) {
    throw new HttpsError('unauthenticated', 'This request did not come from the site.');
  }
}

async function refusalsAsHttps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ContactRefusal) throw new HttpsError(error.code, error.message);
    throw error;
  }
}

function messageId(data: Record<string, unknown>): string {
  const id = data.id;
  if (typeof id !== 'string' || !CONTACT_ID_PATTERN.test(id)) {
    throw new HttpsError('invalid-argument', 'The message id must be 20 letters or digits.');
  }
  return id;
}

/** Stores one contact message: { id, name, email, subject, message } -> { receipt }. */
export const storeContactMessageCallable = onCall(options, async (request) => {
  requireAppCheck(request);
  const data = (request.data ?? {}) as Record<string, unknown>;
  const id = messageId(data);
  const checked = checkContactMessage(data);
  if (!checked.ok) throw new HttpsError('invalid-argument', `The ${checked.field} is not valid.`);
  return refusalsAsHttps(() =>
    storeContactMessage(
      getFirestore(adminApp()),
      contactRateLimits(),
      callerAddress(request.rawRequest, contactProxyHops()),
      id,
      checked.value,
    ),
  );
});

/** What EmailJS answered: { id, receipt, email_status } -> {}; each receipt works once. */
export const reportEmailStatusCallable = onCall(options, async (request) => {
  requireAppCheck(request);
  const data = (request.data ?? {}) as Record<string, unknown>;
  const id = messageId(data);
  if (typeof data.receipt !== 'string' || data.receipt.length > 100) {
    throw new HttpsError('invalid-argument', 'A receipt is required.');
  }
  const receipt = data.receipt;
  await refusalsAsHttps(() =>
    reportEmailStatus(getFirestore(adminApp()), id, receipt, data.email_status as EmailStatus),
  );
  return {};
});
