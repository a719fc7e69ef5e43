// The identity of a rendered site: what a publish compares to know whether it has anything new.
import { createHash } from 'node:crypto';
import { CONTENT_MARK_KEY } from '@portfolio/model/page-contract';
import type { SiteFile } from './site-file';

/** The content mark in a page's embedded content, with its value. */
const CONTENT_MARK = new RegExp(`"${CONTENT_MARK_KEY}":\\{"data":(\\d+|null)`, 'g');

/** A page's text without what changes though the content does not: the read time and the mark. */
function stableText(body: string, stamp: string | null): string {
  const timeless = stamp ? body.split(stamp).join('"savedAt":0') : body;
  return timeless.replace(CONTENT_MARK, `"${CONTENT_MARK_KEY}":{"data":0`);
}

/**
 * One hash of the whole rendered site: equal hashes mean visitors would get the same pages, so a
 * publish with an equal hash has nothing new to put live. The read time in the embedded snapshots
 * (`renderedAt`) changes on every render and is left out. So is the content mark: it moves on
 * every write, including one undone since or one to a document no page shows, and pages that
 * carry an older mark only refresh their content once more than they need to.
 */
export function siteHash(files: readonly SiteFile[], renderedAt?: number): string {
  const stamp = renderedAt === undefined ? null : `"savedAt":${renderedAt}`;
  const hash = createHash('sha256');
  for (const { path, body, hashKey } of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const stable = hashKey ?? (typeof body === 'string' ? stableText(body, stamp) : body);
    hash.update(path).update('\0').update(createHash('sha256').update(stable).digest('hex')).update('\n');
  }
  return hash.digest('hex');
}
