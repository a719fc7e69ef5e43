/**
 * The publish-site callable and the documents it keeps. Shared by the function, the admin area
 * and the tests, so the names are written once.
 */
export const PUBLISH_FUNCTION = 'publish-site';

/** One document per publish that put something live (who, when, what), newest read first. */
export const SITE_PUBLISHES = 'site_publishes';
/**
 * In the emulators, the hash of the publish whose pages the folder Hosting serves holds, written
 * beside them so that a build, which empties the folder, takes it away too. Only the emulator
 * target writes it, and a deploy leaves dotfiles out (firebase.json's ignore); the Hosting
 * emulator does serve it, and a hash of public pages tells nobody anything.
 */
export const PUBLISHED_HASH_FILE = '.published-site-hash';

/**
 * site_state/content: `changed_at` moves whenever public content is written (a trigger keeps it),
 * so the admin area can tell whether the live pages are behind the content.
 */
export const SITE_STATE = 'site_state';
export const CONTENT_STATE_DOC = 'content';

/** A page the render left out (its site path) and why: the rest of the site still goes live. */
export interface SkippedPage {
  path: string;
  reason: string;
}

/**
 * A page that went live without one of its parts, which could not be rendered (a notebook whose
 * file could not be read), and why: the page says so in its place and offers the file instead.
 */
export interface PartialPage {
  path: string;
  reason: string;
}

/** What the callable answers. 'unchanged': the rendered site equals the live one; nothing was put live. */
export interface PublishResult {
  status: 'published' | 'unchanged';
  pages: number;
  removed: string[];
  hash: string;
  skipped: SkippedPage[];
  /** Pages that went live with a note in place of a part that could not be rendered. */
  partial: PartialPage[];
  /** How many pages the search index that went live with them covers. */
  searchPages: number;
}

/** A publish log entry as stored. */
export interface SitePublishDoc {
  at: Date;
  /** Set when a later publish found nothing new: the live pages were current at that time too. */
  checked_at: Date | null;
  by_uid: string;
  by_email: string | null;
  pages: number;
  hash: string;
  /** 'emulator' (files written to the served folder) or 'hosting' (a released Hosting version). */
  target: 'emulator' | 'hosting';
  version: string | null;
}

/**
 * Whether the live pages are behind the content: public content changed after the newest
 * publish (or after a later publish found it unchanged). Before any publish, content only
 * counts as unpublished once it has changed.
 */
export function hasUnpublishedChanges(
  latest: { at: Date | null; checkedAt: Date | null } | null,
  changedAt: Date | null,
): boolean {
  if (!changedAt) return false;
  if (!latest?.at) return true;
  const current = Math.max(latest.at.getTime(), latest.checkedAt?.getTime() ?? 0);
  return changedAt.getTime() > current;
}
