import { describe, expect, it } from 'vitest';
import { previewLinkState } from './preview-links';

const now = new Date('2026-12-02T12:00:00Z');
const link = {
  expiresAt: new Date('2026-12-03T12:00:00Z'),
  revokedAt: null,
  revision: new Date('2026-12-02T11:00:00Z'),
};

describe('previewLinkState', () => {
  it('is active while unexpired, unrevoked and the draft unchanged since', () => {
    expect(previewLinkState(link, link.revision, now)).toBe('active');
    expect(previewLinkState(link, null, now)).toBe('active');
  });

  it('is ended once the draft was written after the link was made', () => {
    expect(previewLinkState(link, new Date('2026-12-02T11:30:00Z'), now)).toBe('ended');
  });

  it('says revoked before expired, and expired at the expiry', () => {
    expect(previewLinkState({ ...link, revokedAt: now }, null, now)).toBe('revoked');
    expect(previewLinkState(link, null, link.expiresAt)).toBe('expired');
  });
});
