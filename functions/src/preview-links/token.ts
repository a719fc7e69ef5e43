import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a preview link's token vouches for: one link, one document at one revision (its update
 * time as `seconds.nanoseconds`), until `expires` (ms since the epoch). The token carries it in
 * the clear and an HMAC-SHA256 of it under the server's key: change any part and the signature no
 * longer matches.
 */
export interface PreviewClaim {
  linkId: string;
  collection: string;
  docId: string;
  revision: string;
  expires: number;
}

const encode = (bytes: Buffer) => bytes.toString('base64url');

function signature(payload: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/** `<payload>.<signature>`, both base64url: safe in a path segment. */
export function signPreviewToken(claim: PreviewClaim, key: Buffer): string {
  const { linkId, collection, docId, revision, expires } = claim;
  // A fixed order of fields, so the same claim always signs the same bytes.
  const payload = encode(Buffer.from(JSON.stringify([linkId, collection, docId, revision, expires])));
  return `${payload}.${encode(signature(payload, key))}`;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;

/**
 * The claim of a token signed with `key` that has not expired at `now`, or null for anything else
 * (malformed, altered, signed with another key, expired). The signature is compared in constant
 * time, so a forger learns nothing from how long a refusal takes.
 */
export function verifyPreviewToken(token: string, key: Buffer, now: Date): PreviewClaim | null {
  if (token.length > 2000) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload = '', given = ''] = parts;
  const expected = signature(payload, key);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 5) return null;
  const [linkId, collection, docId, revision, expires] = fields as unknown[];
  if (!isText(linkId) || !isText(collection) || !isText(docId) || !isText(revision)) return null;
  if (typeof expires !== 'number' || !Number.isFinite(expires) || expires <= now.getTime()) return null;
  return { linkId, collection, docId, revision, expires };
}
