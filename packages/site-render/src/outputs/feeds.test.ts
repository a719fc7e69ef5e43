import { parseFeed } from '@rowanmanning/feed-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContent, SiteNote } from '../content';
import type { SiteBuild } from '../output';
import type { SiteFile } from '../site-file';
import { atomProblems, jsonFeedProblems, parseXml, rssProblems } from './feed-validation.test-support';
import { FEED_SIZE, feeds } from './feeds';

const SITE = 'https://alex.example.com';

/** A note published on day `day` of January 2026. */
const note = (day: number, more: Partial<SiteNote> = {}): SiteNote => ({
  id: `n${day}`,
  address: `note-${day}`,
  earlierAddresses: [],
  title: `Note ${day}`,
  summary: `Summary ${day}`,
  html: `<p>Body ${day}</p>`,
  tags: [],
  publishedAt: new Date(Date.UTC(2026, 0, day, 9)),
  createdAt: new Date(Date.UTC(2026, 0, day)),
  image: '',
  ...more,
});

/** A note with everything that could break a feed in it: markup signs, `]]>`, control characters. */
const tricky = note(30, {
  address: 'tricky',
  title: 'Q&A: a < b ]]> c \u0001done 😀',
  summary: 'Why <script> & ]]> are text\u0007 here',
  html: [
    '<h2 id="setup"><a href="#setup">Setup</a></h2>',
    '<p>See <a href="/projects/p1">the project</a> and <img src="img/plot.png" alt="Plot" srcset="/plot.png 1x, /plot@2x.png 2x"></p>',
    '<pre><code class="language-ts"><span style="color:#D73A49">if</span> (a &#x3C; b &#x26;&#x26; xs[ys[0]]> 1) {}</code></pre>',
    '<p>Text ]]> again ]]> and \u0008 a bell</p>',
  ].join(''),
  tags: ['Kotlin', 'C++'],
  image: '/demo/cover.webp',
});

const content = (notes: SiteNote[], more: Partial<SiteContent> = {}): SiteContent => ({
  siteUrl: SITE,
  entries: {},
  readAt: 5,
  failures: [],
  projects: [],
  publications: [],
  notes,
  profile: { name: 'Alex Morgan', title: 'Data Scientist', photo: null },
  cv: {
    siteUrl: SITE,
    personal: { name: 'Alex Morgan', title: 'Data Scientist', email: 'alex@example.com' },
    experience: [],
    education: [],
    certifications: [],
    skills: [],
    projects: [],
    publications: [],
    settings: null,
  },
  ...more,
});

/** The feeds take nothing from the build or the outputs before them. */
const render = (site: SiteContent) =>
  feeds.render(site, {} as SiteBuild, { files: [], skipped: [] }) as {
    files: SiteFile[];
    skipped: unknown[];
  };

const bodyOf = (files: readonly SiteFile[], path: string) => {
  const file = files.find((f) => f.path === path);
  if (!file) throw new Error(`no ${path} among ${files.map((f) => f.path).join(', ')}`);
  return String(file.body);
};

interface JsonFeed {
  title: string;
  feed_url: string;
  home_page_url: string;
  authors: Array<{ name: string }>;
  items: Array<{
    id: string;
    url: string;
    title: string;
    summary: string;
    content_html: string;
    tags: string[];
    image?: string;
    date_published: string;
  }>;
}

const expectValid = (files: readonly SiteFile[], paths: { rss: string; atom: string; json: string }) => {
  expect(rssProblems(bodyOf(files, paths.rss))).toEqual([]);
  expect(atomProblems(bodyOf(files, paths.atom))).toEqual([]);
  expect(jsonFeedProblems(bodyOf(files, paths.json))).toEqual([]);
};

const SITE_FEEDS = { rss: '/feed.xml', atom: '/atom.xml', json: '/feed.json' };

afterEach(() => {
  vi.useRealTimers();
});

describe('the notes feeds', () => {
  const { files, skipped } = render(content([tricky, note(2, { tags: ['kotlin'] }), note(1)]));

  it('writes RSS 2.0, Atom 1.0 and JSON Feed 1.1 that validate, with nothing left out', () => {
    expect(skipped).toEqual([]);
    expectValid(files, SITE_FEEDS);
  });

  it('gives a feed parser every note whole, newest first, every address absolute', () => {
    for (const path of [SITE_FEEDS.rss, SITE_FEEDS.atom]) {
      const feed = parseFeed(bodyOf(files, path));
      expect(feed.title).toBe('Alex Morgan — Notes');
      expect(feed.url).toBe(`${SITE}/notes`);
      expect(feed.items.map((item) => item.url)).toEqual([
        `${SITE}/notes/tricky`,
        `${SITE}/notes/note-2`,
        `${SITE}/notes/note-1`,
      ]);
      const [first] = feed.items;
      // The text as written, less the control character: nothing of it read as markup.
      expect(first!.title).toBe('Q&A: a < b ]]> c done 😀');
      expect(first!.description).toBe('Why <script> & ]]> are text here');
      expect(first!.published?.toISOString()).toBe('2026-01-30T09:00:00.000Z');
      expect(first!.categories.map((c) => c.term)).toEqual(['Kotlin', 'C++']);
      const html = first!.content!;
      expect(html).toContain(`<a href="${SITE}/notes/tricky#setup">Setup</a>`);
      expect(html).toContain(`<a href="${SITE}/projects/p1">the project</a>`);
      expect(html).toContain(`src="${SITE}/notes/img/plot.png"`);
      expect(html).toContain(`srcset="${SITE}/plot.png 1x, ${SITE}/plot@2x.png 2x"`);
      // The parser hands back the body's text as written: code, `]]>` and all, the bell dropped.
      expect(html).toContain('<span style="color:#D73A49">if</span> (a < b && xs[ys[0]]> 1) {}');
      expect(html).toContain('Text ]]> again ]]> and  a bell');
    }
  });

  it('carries the cover image and the author', () => {
    const rss = parseXml(bodyOf(files, SITE_FEEDS.rss));
    const item = rss.children[0]!.children.find((c) => c.local === 'item')!;
    expect(item.children.find((c) => c.local === 'enclosure')?.attributes).toMatchObject({
      url: `${SITE}/demo/cover.webp`,
      type: 'image/webp',
    });
    expect(parseFeed(bodyOf(files, SITE_FEEDS.atom)).authors.map((a) => a.name)).toEqual(['Alex Morgan']);
  });

  it('writes the same notes as JSON Feed 1.1, text as text', () => {
    const json = JSON.parse(bodyOf(files, SITE_FEEDS.json)) as JsonFeed;
    expect(json).toMatchObject({
      title: 'Alex Morgan — Notes',
      home_page_url: `${SITE}/notes`,
      feed_url: `${SITE}/feed.json`,
      authors: [{ name: 'Alex Morgan' }],
    });
    const [first] = json.items;
    expect(first).toMatchObject({
      id: `${SITE}/notes/n30`,
      url: `${SITE}/notes/tricky`,
      title: 'Q&A: a < b ]]> c done 😀',
      summary: 'Why <script> & ]]> are text here',
      tags: ['Kotlin', 'C++'],
      image: `${SITE}/demo/cover.webp`,
      date_published: '2026-01-30T09:00:00.000Z',
    });
    expect(first!.content_html).toContain(`src="${SITE}/notes/img/plot.png"`);
    // Each at the address of its document id, which leads to it whatever it is renamed to.
    expect(json.items.map((i) => i.id)).toEqual([
      `${SITE}/notes/n30`,
      `${SITE}/notes/n2`,
      `${SITE}/notes/n1`,
    ]);
  });

  it('carries only the newest twenty notes', () => {
    const many = Array.from({ length: 25 }, (_, i) => note(25 - i));
    const { files: written } = render(content(many));
    const newest = many.slice(0, FEED_SIZE).map((n) => `${SITE}/notes/${n.address}`);
    expect(FEED_SIZE).toBe(20);
    expect(parseFeed(bodyOf(written, SITE_FEEDS.rss)).items.map((i) => i.url)).toEqual(newest);
    expect(parseFeed(bodyOf(written, SITE_FEEDS.atom)).items.map((i) => i.url)).toEqual(newest);
    expect((JSON.parse(bodyOf(written, SITE_FEEDS.json)) as JsonFeed).items.map((i) => i.url)).toEqual(
      newest,
    );
    expectValid(written, SITE_FEEDS);
  });

  it("writes each tag's three feeds beside its page, with its notes only", () => {
    const kotlin = {
      rss: '/notes/tags/kotlin/feed.xml',
      atom: '/notes/tags/kotlin/atom.xml',
      json: '/notes/tags/kotlin/feed.json',
    };
    expectValid(files, kotlin);
    // "Kotlin" and "kotlin" share one page, and so one feed.
    for (const path of [kotlin.rss, kotlin.atom]) {
      const feed = parseFeed(bodyOf(files, path));
      expect(feed.title).toBe('Alex Morgan — Notes tagged “Kotlin”');
      expect(feed.url).toBe(`${SITE}/notes/tags/kotlin`);
      expect(feed.self).toBe(`${SITE}${path}`);
      expect(feed.items.map((i) => i.url)).toEqual([`${SITE}/notes/tricky`, `${SITE}/notes/note-2`]);
    }
    expect((JSON.parse(bodyOf(files, kotlin.json)) as JsonFeed).feed_url).toBe(`${SITE}${kotlin.json}`);
    expect(files.map((f) => f.path).sort()).toEqual(
      [
        ...Object.values(SITE_FEEDS),
        ...Object.values(kotlin),
        '/notes/tags/cpp/feed.xml',
        '/notes/tags/cpp/atom.xml',
        '/notes/tags/cpp/feed.json',
      ].sort(),
    );
  });

  it('writes valid, empty feeds for a site with no notes, so subscriptions keep working', () => {
    const { files: empty, skipped: none } = render(content([]));
    expect(none).toEqual([]);
    expect(empty.map((f) => f.path).sort()).toEqual(Object.values(SITE_FEEDS).sort());
    expectValid(empty, SITE_FEEDS);
    expect(parseFeed(bodyOf(empty, SITE_FEEDS.rss)).items).toEqual([]);
    expect(parseFeed(bodyOf(empty, SITE_FEEDS.atom)).items).toEqual([]);
    expect((JSON.parse(bodyOf(empty, SITE_FEEDS.json)) as JsonFeed).items).toEqual([]);
  });

  it('writes the same bytes for the same notes whenever it renders, so a publish sees no change', () => {
    vi.useFakeTimers({ now: new Date('2026-02-01T00:00:00Z') });
    const before = [render(content([])).files, render(content([tricky, note(1)])).files];
    vi.setSystemTime(new Date('2026-06-01T12:34:56Z'));
    expect([render(content([])).files, render(content([tricky, note(1)])).files]).toEqual(before);
  });

  it('shows the summary of a note whose body could not be rendered', () => {
    const broken = note(3, { html: '', failure: 'Shiki failed', summary: 'Short & sweet' });
    const { files: written } = render(content([broken]));
    expect(parseFeed(bodyOf(written, SITE_FEEDS.atom)).items[0]!.content).toBe('<p>Short & sweet</p>');
    expect((JSON.parse(bodyOf(written, SITE_FEEDS.json)) as JsonFeed).items[0]!.content_html).toBe(
      '<p>Short &#x26; sweet</p>',
    );
  });

  it('leaves out a cover that is not an image address, and names no author it does not have', () => {
    const { files: written } = render(
      content([note(4, { image: '#' })], { profile: { name: '', title: '', photo: null } }),
    );
    expectValid(written, SITE_FEEDS);
    expect(bodyOf(written, SITE_FEEDS.rss)).not.toContain('<enclosure');
    const feed = parseFeed(bodyOf(written, SITE_FEEDS.atom));
    expect(feed.title).toBe('Notes');
    expect(feed.authors.map((a) => a.name)).toEqual(['alex.example.com']);
  });

  it('names the feeds it cannot write, and throws nothing at the rest of the site', () => {
    const { files: written, skipped: left } = render(content([note(1)], { siteUrl: 'not an address' }));
    expect(written).toEqual([]);
    expect(left).toEqual(
      Object.values(SITE_FEEDS).map((path) => ({ path, reason: expect.stringMatching(/URL/i) })),
    );
  });
});

describe('the feed checks themselves', () => {
  it('refuse XML that a strict parser refuses', () => {
    expect(() => parseXml('<a><![CDATA[x]]>y]]></a>')).toThrow();
    expect(() => parseXml('<a>\u0001</a>')).toThrow();
  });

  it('find a feed that misses what its format requires', () => {
    expect(rssProblems('<rss version="2.0"><channel><title>t</title></channel></rss>')).not.toEqual([]);
    expect(atomProblems('<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title></feed>')).not.toEqual([]);
    expect(
      jsonFeedProblems('{"version":"https://jsonfeed.org/version/1","title":"t","items":[]}'),
    ).not.toEqual([]);
  });
});
