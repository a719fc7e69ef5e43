// What the feed tests check a feed against: a strict XML 1.0 parser (saxes, which refuses any
// character or `]]>` XML does not allow), then the elements RSS 2.0 and Atom 1.0 (RFC 4287)
// require, and the JSON Feed 1.1 fields as its specification lists them.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { SaxesParser } from 'saxes';

export const ATOM_NS = 'http://www.w3.org/2005/Atom';

export interface XmlElement {
  local: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** The document as a tree; throws on the first well-formedness error. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      local: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    stack.push(element);
    root ??= element;
  });
  const addText = (text: string) => {
    const open = stack.at(-1);
    if (open) open.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

const childrenNamed = (element: XmlElement, local: string, uri?: string) =>
  element.children.filter((c) => c.local === local && (uri === undefined || c.uri === uri));

const isAbsolute = (url: string | undefined) => {
  try {
    return /^https?:$/.test(new URL(url ?? '').protocol);
  } catch {
    return false;
  }
};

/** RFC 822 dates as RSS 2.0 writes them, with a four-digit year ("Fri, 02 Jan 2026 00:00:00 GMT"). */
const RFC_822 =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (?:GMT|[+-]\d{4})$/;
/** RFC 3339 date-times, as Atom requires. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** What breaks RSS 2.0 in `xml`: an empty list for a valid feed. */
export function rssProblems(xml: string): string[] {
  const problems: string[] = [];
  const rss = parseXml(xml);
  if (rss.local !== 'rss' || rss.attributes.version !== '2.0')
    problems.push('root is not <rss version="2.0">');
  const channels = childrenNamed(rss, 'channel');
  if (channels.length !== 1) return [...problems, 'not exactly one <channel>'];
  const channel = channels[0]!;
  for (const name of ['title', 'link', 'description']) {
    if (childrenNamed(channel, name, '').length !== 1) problems.push(`channel has no single <${name}>`);
  }
  if (!isAbsolute(childrenNamed(channel, 'link', '')[0]?.text.trim()))
    problems.push('channel link not absolute');
  for (const date of childrenNamed(channel, 'lastBuildDate')) {
    if (!RFC_822.test(date.text.trim())) problems.push(`lastBuildDate not RFC 822: ${date.text}`);
  }
  const self = childrenNamed(channel, 'link', ATOM_NS).find((l) => l.attributes.rel === 'self');
  if (!isAbsolute(self?.attributes.href)) problems.push('no absolute atom:link rel="self"');
  childrenNamed(channel, 'item').forEach((item, i) => {
    const one = (name: string) => childrenNamed(item, name, '');
    if (!one('title').length && !one('description').length)
      problems.push(`item ${i}: no title or description`);
    if (one('guid').length !== 1 || !one('guid')[0]!.text.trim())
      problems.push(`item ${i}: no single <guid>`);
    const pubDate = one('pubDate');
    if (pubDate.length !== 1 || !RFC_822.test(pubDate[0]!.text.trim())) problems.push(`item ${i}: pubDate`);
    if (!isAbsolute(one('link')[0]?.text.trim())) problems.push(`item ${i}: link not absolute`);
    for (const enclosure of one('enclosure')) {
      const { url, length, type } = enclosure.attributes;
      if (!isAbsolute(url) || !/^\d+$/.test(length ?? '') || !type) problems.push(`item ${i}: enclosure`);
    }
  });
  return problems;
}

/** What breaks Atom 1.0 (RFC 4287) in `xml`: an empty list for a valid feed. */
export function atomProblems(xml: string): string[] {
  const problems: string[] = [];
  const feed = parseXml(xml);
  if (feed.local !== 'feed' || feed.uri !== ATOM_NS) return ['root is not an Atom <feed>'];
  const single = (element: XmlElement, name: string, where: string) => {
    const found = childrenNamed(element, name, ATOM_NS);
    if (found.length !== 1) problems.push(`${where}: not exactly one <${name}>`);
    return found[0];
  };
  const checkCommon = (element: XmlElement, where: string) => {
    if (!isAbsolute(single(element, 'id', where)?.text.trim()))
      problems.push(`${where}: id not an absolute IRI`);
    single(element, 'title', where);
    if (!RFC_3339.test(single(element, 'updated', where)?.text.trim() ?? ''))
      problems.push(`${where}: updated`);
    const links = childrenNamed(element, 'link', ATOM_NS);
    const alternates = links.filter((l) => (l.attributes.rel ?? 'alternate') === 'alternate');
    if (alternates.length > 1) problems.push(`${where}: more than one alternate link`);
    if (links.some((l) => !isAbsolute(l.attributes.href))) problems.push(`${where}: a link is not absolute`);
    return alternates;
  };
  checkCommon(feed, 'feed');
  const feedAuthor = childrenNamed(feed, 'author', ATOM_NS).some(
    (a) => childrenNamed(a, 'name', ATOM_NS).length,
  );
  if (!childrenNamed(feed, 'link', ATOM_NS).some((l) => l.attributes.rel === 'self')) {
    problems.push('feed: no rel="self" link');
  }
  childrenNamed(feed, 'entry', ATOM_NS).forEach((entry, i) => {
    const where = `entry ${i}`;
    if (!checkCommon(entry, where).length) problems.push(`${where}: no alternate link`);
    if (!feedAuthor && !childrenNamed(entry, 'author', ATOM_NS).length) problems.push(`${where}: no author`);
    for (const name of ['content', 'summary', 'title']) {
      for (const text of childrenNamed(entry, name, ATOM_NS)) {
        if (!['text', 'html', 'xhtml', undefined].includes(text.attributes.type)) {
          problems.push(`${where}: <${name}> of type ${text.attributes.type}`);
        }
      }
    }
    for (const category of childrenNamed(entry, 'category', ATOM_NS)) {
      if (!category.attributes.term) problems.push(`${where}: category without a term`);
    }
  });
  return problems;
}

const author = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    url: { type: 'string', format: 'uri' },
    avatar: { type: 'string' },
  },
  anyOf: [{ required: ['name'] }, { required: ['url'] }, { required: ['avatar'] }],
};

/** JSON Feed 1.1's fields (https://www.jsonfeed.org/version/1.1/), required ones required. */
const JSON_FEED_1_1 = {
  type: 'object',
  required: ['version', 'title', 'items'],
  properties: {
    version: { const: 'https://jsonfeed.org/version/1.1' },
    title: { type: 'string' },
    home_page_url: { type: 'string', format: 'uri' },
    feed_url: { type: 'string', format: 'uri' },
    description: { type: 'string' },
    icon: { type: 'string', format: 'uri' },
    favicon: { type: 'string', format: 'uri' },
    language: { type: 'string' },
    authors: { type: 'array', items: author },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id'],
        anyOf: [{ required: ['content_html'] }, { required: ['content_text'] }],
        properties: {
          id: { type: 'string', minLength: 1 },
          url: { type: 'string', format: 'uri' },
          title: { type: 'string' },
          content_html: { type: 'string' },
          content_text: { type: 'string' },
          summary: { type: 'string' },
          image: { type: 'string', format: 'uri' },
          date_published: { type: 'string', format: 'date-time' },
          date_modified: { type: 'string', format: 'date-time' },
          authors: { type: 'array', items: author },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
};

const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const validateJsonFeed = ajv.compile(JSON_FEED_1_1);

/** What breaks JSON Feed 1.1 in `json`: an empty list for a valid feed. */
export function jsonFeedProblems(json: string): string[] {
  return validateJsonFeed(JSON.parse(json))
    ? []
    : (validateJsonFeed.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
