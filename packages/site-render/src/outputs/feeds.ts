// The notes' feeds: /feed.xml (RSS 2.0), /atom.xml (Atom 1.0) and /feed.json (JSON Feed 1.1) of
// the newest notes, and the same three beside each tag's page, each set written from one `feed`
// object. A reader gets every note whole (its rendered body, every address in it absolute), and a
// site with no notes still writes the three feeds, empty, so a subscription keeps working.
import { Feed, type Item } from 'feed';
import { isNoteTag } from '@portfolio/model/notes';
import {
  FEED_FILES,
  notePath,
  noteTagFeedPath,
  noteTagPath,
  PUBLIC_PATHS,
  type FeedFormat,
} from '@portfolio/model/routes';
import type { SkippedPage } from '@portfolio/model/site-publish';
import { absoluteHtml, absoluteUrl, siteAddress } from '../absolute-urls';
import { noteTags, type SiteContent, type SiteNote } from '../content';
import { escapeText } from '../escape';
import { feedTitle, tagName } from '../feed-links';
import { reasonOf, type SiteOutput } from '../output';
import type { SiteFile } from '../site-file';
import { cdataSafeHtml, xmlSafe } from '../xml-safe';

/** How many notes a feed carries: readers poll it, and older notes stay on the site. */
export const FEED_SIZE = 20;

/** The date a feed with nothing in it gives as its last change: nothing has been published. */
const NEVER = new Date(0);

/** A cover's type by its file's extension; a cover of an unknown type is left out of the feeds. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** One note as every feed writes it, made once per render however many feeds carry it. */
interface FeedEntry {
  /** The `feed` item, its title and summary as HTML, as RSS and Atom carry them. */
  item: Item;
  /** The title and summary as text, as JSON Feed carries them. */
  title: string;
  summary: string;
}

/** The cover as an enclosure, when it is an http(s) image of a type readers know. */
function cover(image: string, siteUrl: string): Item['image'] {
  const url = absoluteUrl(image, siteAddress(siteUrl, '/'));
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    const extension = /\.([a-z\d]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? '';
    const type = IMAGE_TYPES[extension];
    return type ? { url, type } : undefined;
  } catch {
    return undefined;
  }
}

function feedEntry(note: SiteNote, siteUrl: string): FeedEntry {
  const link = siteAddress(siteUrl, notePath(note.address));
  const title = xmlSafe(note.title);
  const summary = xmlSafe(note.summary);
  const date = note.publishedAt ?? note.createdAt ?? NEVER;
  // A body that could not be rendered: its page shows the summary instead, and so does the feed.
  const body = note.failure === undefined && note.html ? note.html : `<p>${escapeText(summary)}</p>`;
  const tags = [...new Set(note.tags.filter(isNoteTag).map(xmlSafe))];
  return {
    title,
    summary,
    item: {
      title: cdataSafeHtml(escapeText(title)),
      // The address at its document id leads to it for good: a renamed note stays one item.
      id: siteAddress(siteUrl, notePath(note.id)),
      link,
      date,
      published: date,
      description: cdataSafeHtml(escapeText(summary)),
      content: cdataSafeHtml(absoluteHtml(body, link)),
      category: tags.map((tag) => ({ name: tag, term: tag })),
      image: cover(note.image, siteUrl),
    },
  };
}

/** What one set of three feeds is about: the whole site's notes, or one tag's. */
interface FeedScope {
  title: string;
  description: string;
  /** The page that lists the same notes. */
  pagePath: string;
  files: Record<FeedFormat, string>;
  notes: readonly SiteNote[];
}

/**
 * JSON Feed 1.1 from the `feed` object's JSON (written as 1.0): its version, `authors` and
 * `language`, and each item's title and summary as text (the object holds them as HTML, for XML).
 */
function jsonFeed11(json1: string, entries: readonly FeedEntry[]): string {
  const { author, items, ...feed } = JSON.parse(json1) as {
    author?: object;
    items: Array<Record<string, unknown>>;
  };
  return JSON.stringify(
    {
      ...feed,
      version: 'https://jsonfeed.org/version/1.1',
      language: 'en',
      ...(author ? { authors: [author] } : {}),
      items: items.map((item, i) => ({ ...item, title: entries[i]!.title, summary: entries[i]!.summary })),
    },
    null,
    2,
  );
}

function feedFiles(
  scope: FeedScope,
  content: SiteContent,
  entryOf: (note: SiteNote) => FeedEntry,
): SiteFile[] {
  const { siteUrl, profile } = content;
  const url = (path: string) => siteAddress(siteUrl, path);
  const entries = scope.notes.slice(0, FEED_SIZE).map(entryOf);
  const author = xmlSafe(profile.name.trim()) || new URL(siteUrl).host;
  const feed = new Feed({
    title: xmlSafe(scope.title),
    description: xmlSafe(scope.description),
    id: url(scope.files.atom),
    link: url(scope.pagePath),
    language: 'en',
    image: url('/icons/icon-512.png'),
    favicon: url('/icons/icon-192.png'),
    updated: entries[0]?.item.date ?? NEVER,
    generator: false,
    feedLinks: { rss: url(scope.files.rss), atom: url(scope.files.atom), json: url(scope.files.json) },
    author: { name: author, link: url('/') },
  });
  for (const { item } of entries) feed.addItem(item);
  return [
    { path: scope.files.rss, body: feed.rss2() },
    { path: scope.files.atom, body: feed.atom1() },
    { path: scope.files.json, body: jsonFeed11(feed.json1(), entries) },
  ];
}

const tagFeedFiles = (address: string): Record<FeedFormat, string> => ({
  rss: noteTagFeedPath(address, 'rss'),
  atom: noteTagFeedPath(address, 'atom'),
  json: noteTagFeedPath(address, 'json'),
});

/**
 * The site's feeds and each tag's. Feeds that cannot be written (a site address no URL parser
 * reads) are left out and named; the pages still go live.
 */
export const feeds: SiteOutput = {
  render(content) {
    const owner = content.profile.name.trim();
    const made = new Map<SiteNote, FeedEntry>();
    const entryOf = (note: SiteNote) => {
      const entry = made.get(note) ?? feedEntry(note, content.siteUrl);
      made.set(note, entry);
      return entry;
    };
    const scopes: FeedScope[] = [
      {
        title: feedTitle(owner),
        description: `The newest notes${owner ? ` by ${owner}` : ''}.`,
        pagePath: PUBLIC_PATHS.notes,
        files: { ...FEED_FILES },
        notes: content.notes,
      },
      ...[...noteTags(content.notes)].map(([address, notes]) => {
        const name = tagName(address, notes);
        return {
          title: feedTitle(owner, name),
          description: `The newest notes${owner ? ` by ${owner}` : ''} tagged “${name}”.`,
          pagePath: noteTagPath(address),
          files: tagFeedFiles(address),
          notes,
        };
      }),
    ];
    const files: SiteFile[] = [];
    const skipped: SkippedPage[] = [];
    for (const scope of scopes) {
      try {
        files.push(...feedFiles(scope, content, entryOf));
      } catch (error) {
        skipped.push(...Object.values(scope.files).map((path) => ({ path, reason: reasonOf(error) })));
      }
    }
    return { files, skipped };
  },
};
