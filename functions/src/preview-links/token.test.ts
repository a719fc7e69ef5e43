import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken, type PreviewClaim } from './token';

const key = randomBytes(32);
const now = new Date('2026-12-02T12:00:00Z');
const claim: PreviewClaim = {
  linkId: 'link1',
  collection: 'notes',
  docId: 'draft-a',
  revision: '1764676800.123456789',
  expires: now.getTime() + 86_400_000,
};

/** The token with its payload's fields changed, keeping the original signature. */
function altered(token: string, change: (fields: unknown[]) => void): string {
  const [payload, sig] = token.split('.') as [string, string];
  const fields = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
  change(fields);
  return `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${sig}`;
}

describe('preview tokens', () => {
  it('verify with the key they were signed with, and give back the claim', () => {
    const token = signPreviewToken(claim, key);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyPreviewToken(token, key, now)).toEqual(claim);
  });

  it('refuse a token for another document, link, revision or expiry made by editing the payload', () => {
    const token = signPreviewToken(claim, key);
    for (const [i, value] of [
      [2, 'draft-b'],
      [0, 'link2'],
      [3, '1764676801.000000000'],
      [4, claim.expires + 86_400_000],
    ] as const) {
      expect(
        verifyPreviewToken(
          altered(token, (f) => (f[i] = value)),
          key,
          now,
        ),
      ).toBeNull();
    }
  });

  it('refuse a token signed with another key, or with a changed signature', () => {
    const token = signPreviewToken(claim, key);
    expect(verifyPreviewToken(token, randomBytes(32), now)).toBeNull();
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'AB' : 'AA');
    expect(verifyPreviewToken(flipped, key, now)).toBeNull();
  });

  it('refuse an expired token', () => {
    const token = signPreviewToken(claim, key);
    expect(verifyPreviewToken(token, key, new Date(claim.expires))).toBeNull();
    expect(verifyPreviewToken(token, key, new Date(claim.expires - 1))).toEqual(claim);
  });

  it('refuse malformed tokens', () => {
    for (const bad of ['', 'abc', 'a.b.c', '.', 'x'.repeat(3000), '%%%.%%%']) {
      expect(verifyPreviewToken(bad, key, now)).toBeNull();
    }
  });

  it('differ for two revisions of the same document', () => {
    const other = signPreviewToken({ ...claim, revision: '1764676900.000000000' }, key);
    expect(other).not.toBe(signPreviewToken(claim, key));
  });
});
