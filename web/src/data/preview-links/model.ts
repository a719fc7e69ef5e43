import { date, str, type Codec } from '@/data/codec';

/** One preview link to a draft, as the preview functions recorded it. */
export interface PreviewLink {
  id: string;
  title: string;
  /** When the draft was last written as the link was made: a later write ends the link. */
  revision: Date | null;
  createdAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  by: string;
}

export const previewLinkCodec: Codec<PreviewLink> = {
  fromFirestore: (id, d) => ({
    id,
    title: str(d.title),
    revision: date(d.revision),
    createdAt: date(d.created_at),
    expiresAt: date(d.expires_at),
    revokedAt: date(d.revoked_at),
    by: str(d.by),
  }),
};

/** Newest first; one still being written (no time yet) first of all. */
export const newestFirst = (a: PreviewLink, b: PreviewLink) =>
  (b.createdAt?.getTime() ?? Infinity) - (a.createdAt?.getTime() ?? Infinity);
