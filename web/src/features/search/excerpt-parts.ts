import { decodeEntities } from './decode-entities';

/** Pieces of an excerpt: text, and the words the query matched (which Pagefind wraps in <mark>). */
export function excerptParts(html: string): Array<{ text: string; marked: boolean }> {
  const parts: Array<{ text: string; marked: boolean }> = [];
  // Split on the two tags only: anything else that looks like markup is the page's own text.
  const pieces = html.split(/(<mark>|<\/mark>)/);
  let marked = false;
  for (const piece of pieces) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) parts.push({ text: decodeEntities(piece), marked });
  }
  return parts;
}
