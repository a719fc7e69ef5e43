import { tagSlug } from '@portfolio/model/notes';
import { FEED_FILES, noteTagFeedPath, noteTagPath, STATIC_PUBLIC_PATHS } from '@portfolio/model/routes';
import { waitForServiceWorker } from './support/service-worker';
import { expect, test } from './support/test';

// The prerender (global setup) writes the notes' feeds beside the pages; Hosting serves them as
// files with their media types, and every page's head announces them. The demo content may hold
// notes or none: the feeds are there either way, and hold the same notes in all three formats.

const TYPES = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
} as const;

interface JsonFeed {
  version: string;
  items: Array<{ url: string; content_html: string; tags?: string[] }>;
}

test("Hosting serves the notes' three feeds with their media types, the same notes in each", async ({
  request,
}) => {
  const bodies = {} as Record<keyof typeof TYPES, string>;
  for (const [format, type] of Object.entries(TYPES) as Array<[keyof typeof TYPES, string]>) {
    const response = await request.get(FEED_FILES[format]);
    expect(response.status(), FEED_FILES[format]).toBe(200);
    expect(response.headers()['content-type']).toBe(`${type}; charset=utf-8`);
    bodies[format] = await response.text();
  }
  expect(bodies.rss).toMatch(/^<\?xml[^>]*>\s*<rss version="2\.0"/);
  expect(bodies.atom).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
  const json = JSON.parse(bodies.json) as JsonFeed;
  expect(json.version).toBe('https://jsonfeed.org/version/1.1');
  expect(bodies.rss.match(/<item>/g) ?? []).toHaveLength(json.items.length);
  expect(bodies.atom.match(/<entry>/g) ?? []).toHaveLength(json.items.length);
  // Each note whole, read away from the site: its address and every link and image in it absolute.
  for (const item of json.items) {
    expect(item.url).toMatch(/^https?:\/\/[^/]+\/notes\/[^/]+$/);
    expect(item.content_html).not.toMatch(/\s(?:href|src)="(?!https?:|mailto:|data:)/);
  }
});

const FORMATS = Object.keys(TYPES) as Array<keyof typeof TYPES>;

/** The feeds a page's head announces, as "type href". */
const feedLinks = (html: string) =>
  [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="[^"]+" href="([^"]+)">/g)].map(
    ([, type, href]) => `${type} ${href}`,
  );

test("every page's head links the site's feeds, and a tag's page its own as well", async ({ request }) => {
  const site = FORMATS.map((format) => `${TYPES[format]} ${FEED_FILES[format]}`);
  for (const path of STATIC_PUBLIC_PATHS) {
    expect(feedLinks(await (await request.get(path)).text()), path).toEqual(site);
  }
  // Only when the demo content has a tagged note.
  const feed = (await (await request.get(FEED_FILES.json)).json()) as JsonFeed;
  const tag = feed.items.flatMap((item) => item.tags ?? [])[0];
  if (tag === undefined) return;
  const address = tagSlug(tag);
  const tagPage = await (await request.get(noteTagPath(address))).text();
  expect(feedLinks(tagPage)).toEqual([
    ...site,
    ...FORMATS.map((format) => `${TYPES[format]} ${noteTagFeedPath(address, format)}`),
  ]);
  const tagFeed = await request.get(noteTagFeedPath(address, 'rss'));
  expect(tagFeed.headers()['content-type']).toBe(`${TYPES.rss}; charset=utf-8`);
});

test('a feed opened in the browser is the feed, not the app, once the service worker runs', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const response = await page.goto(FEED_FILES.atom);
  expect(response?.headers()['content-type']).toBe(`${TYPES.atom}; charset=utf-8`);
  expect(await response?.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
});
