import { describe, expect, it } from 'vitest';
import {
  STATISTICS_MAX_BODY_BYTES,
  STATISTICS_RATE_LIMITS,
  type StatisticsHit,
} from '@portfolio/model/statistics';
import { handleHit, type HitRequest } from './hit';
import { MemoryRateLimit } from './memory-rate-limit';
import { hasRouteShape } from './published-pages';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGES = new Set(['/', '/about', '/projects/churn-model']);
const now = Date.UTC(2026, 10, 23, 10);

/** The hit function over memory: what it counted, by day. */
function world(pages: (path: string) => boolean = (path) => PAGES.has(path)) {
  const counted: { day: string; hit: StatisticsHit; visitor: string; country?: string }[] = [];
  const limit = new MemoryRateLimit(() => STATISTICS_RATE_LIMITS);
  let clock = now;
  const deps = {
    takes: (address: string, nowMs: number) => limit.take(address, nowMs),
    hasPage: async (path: string) => pages(path),
    saltOf: async (day: string) => `salt of ${day}`,
    count: async (day: string, hit: StatisticsHit, visitor: string, country?: string) => {
      counted.push({ day, hit, visitor, ...(country ? { country } : {}) });
    },
    now: () => clock,
  };
  return {
    counted,
    tick: (ms: number) => (clock += ms),
    send: (body: unknown, change: Partial<HitRequest> & { headers?: HitRequest['headers'] } = {}) =>
      handleHit(deps, {
        method: 'POST',
        address: '203.0.113.9',
        rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
        ...change,
        headers: { 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8', ...change.headers },
      }),
  };
}

const view = (fields: Record<string, unknown> = {}) => ({
  p: '/projects/churn-model',
  s: 'desktop',
  ...fields,
});

describe('a hit', () => {
  it('is counted once, answered 204 with nothing to read', async () => {
    const w = world();
    expect(await w.send(view({ r: 'example.co.uk', l: 'en', v: { LCP: 1800 } }))).toBe(204);
    expect(w.counted).toEqual([
      {
        day: '2026-11-23',
        hit: { p: '/projects/churn-model', s: 'desktop', r: 'example.co.uk', l: 'en', v: { LCP: 1800 } },
        visitor: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
    ]);
  });

  it('is read from the body whatever the content type says', async () => {
    const w = world();
    for (const type of ['text/plain', 'application/json', 'application/x-www-form-urlencoded', undefined]) {
      expect(await w.send(view(), { headers: { 'content-type': type } })).toBe(204);
    }
    expect(w.counted).toHaveLength(4);
  });

  it('counts the country the platform gives, and the same visitor for the same browser that day', async () => {
    const w = world();
    await w.send(view(), { headers: { 'x-appengine-country': 'DE' } });
    await w.send(view({ p: '/about' }));
    expect(w.counted[0]!.country).toBe('DE');
    expect(w.counted[1]!.visitor).toBe(w.counted[0]!.visitor);
    await w.send(view(), { headers: { 'user-agent': `${BROWSER} Edg/131.0` } });
    expect(w.counted[2]!.visitor).not.toBe(w.counted[0]!.visitor);
  });

  it('is only taken as a POST', async () => {
    const w = world();
    for (const method of ['GET', 'PUT', 'OPTIONS', 'HEAD'])
      expect(await w.send(view(), { method })).toBe(405);
    expect(w.counted).toEqual([]);
  });

  it('is refused with 413 past the largest body, said or sent', async () => {
    const w = world();
    const padded = JSON.stringify(view()).padEnd(STATISTICS_MAX_BODY_BYTES + 1, ' ');
    expect(await w.send(padded)).toBe(413);
    expect(
      await w.send(view(), { headers: { 'content-length': String(STATISTICS_MAX_BODY_BYTES + 1) } }),
    ).toBe(413);
    expect(await w.send(JSON.stringify(view()).padEnd(STATISTICS_MAX_BODY_BYTES, ' '))).toBe(204);
    expect(w.counted).toHaveLength(1);
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    [
      'a crawler',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    ['a headless browser', { 'user-agent': BROWSER.replace('Chrome/', 'HeadlessChrome/') }],
    ['a script', { 'user-agent': 'curl/8.5.0' }],
    ['no user agent', { 'user-agent': undefined }],
  ])('from %s is answered 204 and counted nowhere', async (_, headers) => {
    const w = world();
    expect(await w.send(view(), { headers })).toBe(204);
    expect(w.counted).toEqual([]);
  });

  it.each([
    ['no JSON', '{"p":"/"'],
    ['NaN, which JSON cannot carry', '{"p":"/","s":"desktop","v":{"LCP":NaN}}'],
    ['a metric as text', view({ v: { LCP: 'fast' } })],
    ['a negative metric', view({ v: { CLS: -0.1 } })],
    ['a huge metric', view({ v: { LCP: 1e9 } })],
    ['a referrer of 101 characters', view({ r: `${'a'.repeat(50)}.${'b'.repeat(46)}.com` })],
    ['a referrer with a path', view({ r: 'evil.com/path' })],
    ['an unknown key', view({ uid: 'x' })],
    ['a forged path', view({ p: '/projects/..%2f..%2fadmin' })],
    ['a path with a query', view({ p: '/about?utm_source=x' })],
    ['the admin area', view({ p: '/admin/messages' })],
    ['a preview', view({ p: '/preview/abc' })],
    ['an empty body', ''],
  ])('with %s is refused with 400 and counted nowhere', async (_, body) => {
    const w = world();
    expect(await w.send(body)).toBe(400);
    expect(w.counted).toEqual([]);
  });

  it('for a page the site does not have is answered 204 and counted nowhere', async () => {
    const w = world();
    expect(await w.send(view({ p: '/projects/made-up' }))).toBe(204);
    expect(await w.send(view({ p: '/wp-login' }))).toBe(204);
    expect(w.counted).toEqual([]);
  });

  it('without a sitemap, is counted on a path with the shape of a route only', async () => {
    const w = world(hasRouteShape);
    expect(await w.send(view({ p: '/projects/anything' }))).toBe(204);
    expect(await w.send(view({ p: '/wp-login' }))).toBe(204);
    expect(w.counted.map((c) => c.hit.p)).toEqual(['/projects/anything']);
  });
});

describe('the rate limit', () => {
  it('refuses the 31st hit in a minute from one address with 429, and counts it nowhere', async () => {
    const w = world();
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(await w.send(view({ p: i === 30 ? '/about' : '/' })));
      w.tick(100);
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(204));
    expect(answers[30]).toBe(429);
    expect(w.counted).toHaveLength(30);
    expect(w.counted.some((c) => c.hit.p === '/about')).toBe(false);
    // Another address is not held back by it.
    expect(await w.send(view(), { address: '203.0.113.10' })).toBe(204);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const w = world();
    const answers = [];
    for (let i = 1; i <= 31; i++)
      answers.push(await w.send(view(), { address: `2001:db8:aa:1::${i.toString(16)}` }));
    expect(answers.filter((a) => a === 204)).toHaveLength(30);
    expect(answers[30]).toBe(429);
  });

  it('is not spent by what is dropped before it: bots, DNT and malformed hits', async () => {
    const w = world();
    for (let i = 0; i < 40; i++) {
      await w.send(view(), { headers: { 'user-agent': 'curl/8.5.0' } });
      await w.send(view(), { headers: { dnt: '1' } });
      await w.send('not json');
    }
    expect(await w.send(view())).toBe(204);
    expect(w.counted).toHaveLength(1);
  });
});
