import { CONTENT_SNAPSHOT_ID, EMBEDDED_HTML_ATTRIBUTE } from '@portfolio/model/page-contract';
import type { CacheEntries } from './store';

// Content a prerendered page was rendered with, embedded in its HTML (by @portfolio/site-render)
// so the browser hydrates the very same markup before refreshing it from Firestore.

const DATE_TAG = '$date';
/** A string that is the inner HTML of the page's nth element marked EMBEDDED_HTML_ATTRIBUTE. */
const MARKUP_TAG = '$markup';

// React escapes '>' inside attribute values, so the first '>' ends the tag.
const MARKED_OPENING_TAG = new RegExp(`<[a-z][^>]*\\s${EMBEDDED_HTML_ATTRIBUTE}(?=[\\s=>])[^>]*>`, 'g');

/** Where the content of each marked element starts in `markup`, in document order. */
function markedContentStarts(markup: string): number[] {
  return [...markup.matchAll(MARKED_OPENING_TAG)].map((match) => match.index + match[0].length);
}

/**
 * JSON keeps no Dates (projects' created_at); they travel as {"$date": iso}. Rendered HTML (an
 * `html` field: a write-up or a notebook, tens of KB) that is the whole content of a marked
 * element in `markup` travels as {"$markup": n}: the browser reads it back from the element, so
 * the page does not download it twice.
 */
export function serializeSnapshot(entries: CacheEntries, markup = ''): string {
  const starts = markedContentStarts(markup);
  const json = JSON.stringify(entries, function replacer(this: Record<string, unknown>, key, value) {
    const raw = this[key];
    if (raw instanceof Date) return { [DATE_TAG]: raw.toISOString() };
    if (key === 'html' && typeof raw === 'string' && raw && starts.length) {
      const element = starts.findIndex(
        (start) => markup.startsWith(raw, start) && markup.startsWith('</', start + raw.length),
      );
      if (element >= 0) return { [MARKUP_TAG]: element };
    }
    return value as unknown;
  });
  // Inside <script>, "</script>" or "<!--" in a project's text would end the element early.
  return json.replace(/</g, '\\u003c');
}

/** Stands in for HTML whose element is missing from the page; the entry holding it is dropped. */
const MISSING = Object.freeze({});

function holds(value: unknown, target: object): boolean {
  if (value === target) return true;
  if (!value || typeof value !== 'object' || value instanceof Date) return false;
  return Object.values(value).some((inner) => holds(inner, target));
}

function parseSnapshot(text: string, doc: Document): CacheEntries {
  const marked = doc.querySelectorAll(`[${EMBEDDED_HTML_ATTRIBUTE}]`);
  const parsed = JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && DATE_TAG in value) {
      return new Date((value as Record<string, string>)[DATE_TAG]!);
    }
    if (value && typeof value === 'object' && MARKUP_TAG in value) {
      // The browser's own serialization of what the page holds, whatever the server wrote.
      return marked[(value as Record<string, number>)[MARKUP_TAG]!]?.innerHTML ?? MISSING;
    }
    return value;
  }) as CacheEntries;
  // Something changed the page before the app started (an extension, a translation): an entry
  // without its HTML is fetched rather than trusted.
  return Object.fromEntries(Object.entries(parsed).filter(([, entry]) => !holds(entry, MISSING)));
}

/** The embedded snapshot of this page, or null on the app shell and in the dev server. */
export function readEmbeddedSnapshot(doc: Document = document): CacheEntries | null {
  // Among the page's JSON scripts, not by id alone: no element of the page's content can stand in
  // for it, even one that has come to carry the same id (an id lookup returns the first).
  const element = [...doc.querySelectorAll('script[type="application/json"]')].find(
    (script) => script.id === CONTENT_SNAPSHOT_ID,
  );
  if (!element?.textContent) return null;
  try {
    return parseSnapshot(element.textContent, doc);
  } catch (error) {
    console.error('Ignoring an unreadable content snapshot', error);
    return null;
  }
}
