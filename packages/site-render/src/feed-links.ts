// How the notes' feeds are named and announced: their titles, and the <link rel="alternate"> tags
// in a page's head that feed readers and browsers discover them by.
import { tagSlug } from '@portfolio/model/notes';
import { FEED_FILES, noteTagFeedPath, type FeedFormat } from '@portfolio/model/routes';
import { escapeAttr } from './escape';

export const FEED_FORMATS = Object.keys(FEED_FILES) as FeedFormat[];

/** Each format's media type, as the head announces it and Hosting serves it (firebase.json). */
export const FEED_TYPES: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
};

const FORMAT_NAMES: Readonly<Record<FeedFormat, string>> = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' };

/** "Alex Morgan — Notes", or the notes with one tag: "Alex Morgan — Notes tagged “R”". */
export function feedTitle(owner: string, tag?: string): string {
  const notes = tag === undefined ? 'Notes' : `Notes tagged “${tag}”`;
  return owner ? `${owner} — ${notes}` : notes;
}

/** A tag as its notes spell it, by its address (the first note's spelling; the address if none). */
export const tagName = (address: string, notes: ReadonlyArray<{ tags: readonly string[] }>): string =>
  notes.flatMap((note) => note.tags).find((tag) => tagSlug(tag) === address) ?? address;

/**
 * The site's three feeds as <link rel="alternate"> tags, and, on a tag's page (`tag`: its address
 * and name), that tag's three as well.
 */
export function feedLinkTags(owner: string, tag?: { address: string; name: string }): string[] {
  const links = (title: string, path: (format: FeedFormat) => string) =>
    FEED_FORMATS.map(
      (format) =>
        `<link rel="alternate" type="${FEED_TYPES[format]}" title="${escapeAttr(`${title} (${FORMAT_NAMES[format]})`)}" href="${escapeAttr(path(format))}">`,
    );
  return [
    ...links(feedTitle(owner), (format) => FEED_FILES[format]),
    ...(tag ? links(feedTitle(owner, tag.name), (format) => noteTagFeedPath(tag.address, format)) : []),
  ];
}
