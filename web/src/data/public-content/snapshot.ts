import { CONTENT_SNAPSHOT_ID } from '@portfolio/model/page-contract';
import type { CacheEntries } from './store';

// Content a prerendered page was rendered with, embedded in its HTML (by @portfolio/site-render)
// so the browser hydrates the very same markup before refreshing it from Firestore.

const DATE_TAG = '$date';

/** JSON keeps no Dates (projects' created_at); they travel as {"$date": iso}. */
export function serializeSnapshot(entries: CacheEntries): string {
  const json = JSON.stringify(entries, function replacer(this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : (value as unknown);
  });
  // Inside <script>, "</script>" or "<!--" in a project's text would end the element early.
  return json.replace(/</g, '\\u003c');
}

function parseSnapshot(text: string): CacheEntries {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && DATE_TAG in value) {
      return new Date((value as Record<string, string>)[DATE_TAG]!);
    }
    return value;
  }) as CacheEntries;
}

/** The embedded snapshot of this page, or null on the app shell and in the dev server. */
export function readEmbeddedSnapshot(doc: Document = document): CacheEntries | null {
  const element = doc.getElementById(CONTENT_SNAPSHOT_ID);
  if (!element?.textContent) return null;
  try {
    return parseSnapshot(element.textContent);
  } catch (error) {
    console.error('Ignoring an unreadable content snapshot', error);
    return null;
  }
}
