import { date, num, str, type Codec } from '@/data/codec';

/** One publish that put pages live (written by the publish-site function). */
export interface SitePublish {
  id: string;
  at: Date | null;
  /** When a later publish found the site unchanged: the pages were still current then. */
  checkedAt: Date | null;
  byEmail: string;
  pages: number;
}

export const sitePublishCodec: Codec<SitePublish> = {
  fromFirestore: (id, data) => ({
    id,
    at: date(data.at),
    checkedAt: date(data.checked_at),
    byEmail: str(data.by_email) || str(data.by_uid),
    pages: num(data.pages),
  }),
};

/**
 * Whether the live pages are behind the content: public content changed after the newest
 * publish (or after a later publish found it unchanged). Before any publish, content only
 * counts as unpublished once it has changed.
 */
export function hasUnpublishedChanges(latest: SitePublish | null, changedAt: Date | null): boolean {
  if (!changedAt) return false;
  if (!latest?.at) return true;
  const current = Math.max(latest.at.getTime(), latest.checkedAt?.getTime() ?? 0);
  return changedAt.getTime() > current;
}
