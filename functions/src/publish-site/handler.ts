import type { PartialPage, PublishResult, SitePublishDoc, SkippedPage } from '@portfolio/model/site-publish';

import type { SiteFile } from '@portfolio/site-render';

export type { SiteFile };

export interface RenderedSite {
  files: SiteFile[];
  /** Hash of all files together (@portfolio/site-render's siteHash). */
  hash: string;
  /** Pages left out because they could not be rendered; the admin is told which and why. */
  skipped: SkippedPage[];
  /** Pages that go live with a note in place of a part that could not be rendered; named too. */
  partial: PartialPage[];
  /** How many pages the search index that goes live with them covers. */
  searchPages: number;
}

/**
 * Where a publish puts the rendered files live: the Hosting emulator's folder, or a new version
 * of the Hosting site. Either all of `files` is live afterwards, or it throws and the live site
 * is what it was before.
 */
export interface PublishTarget {
  readonly kind: SitePublishDoc['target'];
  /** Whether the publish with this site hash is what the target serves now. */
  holds(hash: string): Promise<boolean>;
  put(files: SiteFile[], hash: string): Promise<{ version: string | null; removed: string[] }>;
}

export interface PublishLog {
  /** The newest entry, or null before the first publish. */
  latest(): Promise<{ id: string; hash: string } | null>;
  markChecked(id: string, at: Date): Promise<void>;
  add(entry: SitePublishDoc): Promise<void>;
}

export interface Caller {
  uid: string;
  token: Record<string, unknown>;
}

export type PublishErrorCode = 'unauthenticated' | 'permission-denied' | 'failed-precondition' | 'internal';

export class PublishError extends Error {
  constructor(
    readonly code: PublishErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Only the admin (custom claim admin: true) publishes; a bare sign-in is not enough. */
export function assertAdmin(caller: Caller | undefined): asserts caller is Caller {
  if (!caller) throw new PublishError('unauthenticated', 'Sign in as the admin to publish the site.');
  if (caller.token.admin !== true)
    throw new PublishError('permission-denied', 'Only the admin can publish the site.');
}

/**
 * A read every page may need (the projects, the personal info) that failed stops the publish: its
 * pages would go live in their loading state. A part of one page that could not be rendered (a
 * notebook whose file could not be read) is not such a read: that page goes live saying so, named
 * in the result's `partial`.
 */
export function assertContentRead(failures: readonly string[]): void {
  if (failures.length) throw new PublishError('internal', `Could not read ${failures.join(', ')}`);
}

export interface PublishDeps {
  render(): Promise<RenderedSite>;
  target: PublishTarget;
  log: PublishLog;
  now(): Date;
}

/** Who a publish is logged as: the admin who asked, or a function acting on its own. */
export interface Publisher {
  uid: string;
  email: string | null;
}

/** The admin's publish (the callable): only the admin, logged under the admin's uid and email. */
export async function publishSite(deps: PublishDeps, caller: Caller | undefined): Promise<PublishResult> {
  assertAdmin(caller);
  const email = typeof caller.token.email === 'string' ? caller.token.email : null;
  return putSiteLive(deps, { uid: caller.uid, email });
}

/**
 * Renders the site from the content now and puts it live, unless it is byte for byte what the
 * last publish put live and the target still serves that: then nothing is sent and no entry is
 * added, the last one is only marked as still current (so the admin area stops showing
 * unpublished changes). No caller check: the callable checks its caller first, and the scheduled
 * publish runs with no caller at all.
 */
export async function putSiteLive(deps: PublishDeps, by: Publisher): Promise<PublishResult> {
  const site = await deps.render();
  const latest = await deps.log.latest();
  const pages = site.files.filter((f) => f.path.endsWith('.html')).length;
  if (latest && latest.hash === site.hash && (await deps.target.holds(site.hash))) {
    await deps.log.markChecked(latest.id, deps.now());
    return {
      status: 'unchanged',
      pages,
      removed: [],
      hash: site.hash,
      skipped: site.skipped,
      partial: site.partial,
      searchPages: site.searchPages,
    };
  }
  const { version, removed } = await deps.target.put(site.files, site.hash);
  await deps.log.add({
    at: deps.now(),
    checked_at: null,
    by_uid: by.uid,
    by_email: by.email,
    pages,
    hash: site.hash,
    target: deps.target.kind,
    version,
  });
  return {
    status: 'published',
    pages,
    removed,
    hash: site.hash,
    skipped: site.skipped,
    partial: site.partial,
    searchPages: site.searchPages,
  };
}
