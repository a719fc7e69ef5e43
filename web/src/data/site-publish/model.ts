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

// The rule lives beside the documents it reads, so `npm start` decides with it too.
export { hasUnpublishedChanges } from '@portfolio/model/site-publish';
