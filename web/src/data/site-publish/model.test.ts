import { describe, expect, it } from 'vitest';
import { hasUnpublishedChanges, sitePublishCodec, type SitePublish } from './model';

const at = (iso: string) => new Date(iso);
const publish = (iso: string, checked?: string): SitePublish => ({
  id: 'p',
  at: at(iso),
  checkedAt: checked ? at(checked) : null,
  byEmail: 'admin@example.com',
  pages: 9,
});

describe('hasUnpublishedChanges', () => {
  it('is true when content changed after the last publish', () => {
    expect(hasUnpublishedChanges(publish('2026-01-01T10:00:00Z'), at('2026-01-01T10:05:00Z'))).toBe(true);
  });

  it('is false when the last publish is newer than the last change', () => {
    expect(hasUnpublishedChanges(publish('2026-01-01T10:10:00Z'), at('2026-01-01T10:05:00Z'))).toBe(false);
  });

  it('counts a publish that found nothing new as current', () => {
    expect(
      hasUnpublishedChanges(
        publish('2026-01-01T09:00:00Z', '2026-01-01T10:10:00Z'),
        at('2026-01-01T10:05:00Z'),
      ),
    ).toBe(false);
  });

  it('is true for changed content that was never published, false with no change known', () => {
    expect(hasUnpublishedChanges(null, at('2026-01-01T10:05:00Z'))).toBe(true);
    expect(hasUnpublishedChanges(null, null)).toBe(false);
  });
});

describe('sitePublishCodec', () => {
  it('names the publisher by email, or by uid when the token had none', () => {
    const ts = { toDate: () => at('2026-01-01T10:00:00Z') };
    expect(sitePublishCodec.fromFirestore('a', { at: ts, by_uid: 'u1', by_email: null, pages: 3 })).toEqual({
      id: 'a',
      at: at('2026-01-01T10:00:00Z'),
      checkedAt: null,
      byEmail: 'u1',
      pages: 3,
    });
  });
});
