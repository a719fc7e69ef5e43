/**
 * Preview links: an address the admin sends to someone without an account, that shows one draft
 * (a project, paper or note not yet published) as its live page would, until it expires, is
 * revoked, or the draft changes. The functions keep one record per link (`preview_links`) and
 * sign each link's token with a key no client can read (`preview_keys`).
 */

/** One record per link, written only by the functions; the admin reads them. */
export const PREVIEW_LINKS = 'preview_links';
/** The signing key's home: the rules deny it to every client. */
export const PREVIEW_KEYS = 'preview_keys';
export const PREVIEW_SIGNING_KEY_DOC = 'signing';

/** The longest a link may live; the admin picks 1 to this many days. */
export const PREVIEW_DAYS_MAX = 7;
export const PREVIEW_DAYS_DEFAULT = 3;

/** Where a preview is served (a Hosting rewrite to the preview-page function). */
export const PREVIEW_PATH_PREFIX = '/preview/';
export const previewPath = (token: string) => `${PREVIEW_PATH_PREFIX}${token}`;

export const PREVIEW_CREATE_FUNCTION = 'preview-create';
export const PREVIEW_REVOKE_FUNCTION = 'preview-revoke';
export const PREVIEW_PAGE_FUNCTION = 'preview-page';

export interface PreviewCreateRequest {
  collection: string;
  id: string;
  days: number;
}

export interface PreviewCreateResult {
  linkId: string;
  /** The site path of the preview; the admin's app puts the site's origin in front. */
  path: string;
  /** ISO time. */
  expiresAt: string;
}

export interface PreviewRevokeRequest {
  linkId: string;
}

/** What a link is now, as the admin's list shows it. */
export type PreviewLinkState = 'active' | 'expired' | 'revoked' | 'ended';

/**
 * `revision`: when the draft was last written as the link was made; `changedAt`: when it was last
 * written now (its newest history entry), null when unknown.
 */
export function previewLinkState(
  link: { expiresAt: Date | null; revokedAt: Date | null; revision: Date | null },
  changedAt: Date | null,
  now: Date,
): PreviewLinkState {
  if (link.revokedAt) return 'revoked';
  if (!link.expiresAt || link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (changedAt && link.revision && changedAt.getTime() > link.revision.getTime()) return 'ended';
  return 'active';
}

/** The texts the admin and the preview's visitor read. */
export const PREVIEW_MESSAGES = {
  button: 'Preview link',
  title: 'Preview link',
  intro:
    'Anyone with the link can see this draft as its page will look, without signing in, until it expires, you revoke it, or you save the draft again.',
  days: 'Expires after',
  dayOption: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  create: 'Create link',
  url: 'Preview address',
  copy: 'Copy',
  copied: 'Copied',
  links: 'Links to this draft',
  none: 'No links yet.',
  revoke: 'Revoke',
  expires: (when: string) => `Expires ${when}`,
  states: { active: 'Active', expired: 'Expired', revoked: 'Revoked', ended: 'Ended: the draft changed' },
  listFailed: 'The links could not be loaded.',
  banner: (expires: string) => `Preview of a draft — not published. This link expires ${expires}.`,
  expiredTitle: 'This preview has expired',
  expiredBody: 'The link is no longer valid. Ask the author for a new one.',
  expiredHome: 'Go to the site',
  // Callable errors
  signIn: 'Sign in as the admin to make preview links.',
  adminOnly: 'Only the admin can make preview links.',
  badRequest: 'Name a project, paper or note and 1 to 7 days.',
  missing: 'That document does not exist (save it first).',
  published: 'This document is published: its live page is the preview.',
  noLink: 'There is no such link.',
} as const;
