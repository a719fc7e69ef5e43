// Visitor statistics end to end on the emulators: hits POSTed to statistics-hit at its own URL
// (as Hosting's rewrite of /api/hit hands them on), the shards they leave in Firestore, and the
// admin's summary from statistics-summary; then the daily cleanup's Firestore work, run directly
// (the scheduler emulator is not started). The pages a hit may count are those of the served
// folder's sitemap, which this file writes for its own pages and puts back afterwards.
// Needs `npm run build` first (web/dist is the served folder).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STATISTICS_COLLECTIONS,
  STATISTICS_FUNCTIONS,
  STATISTICS_RATE_LIMITS,
  vitalBucket,
  type StatisticsSummary,
} from '@portfolio/model/statistics';
import { REGION } from 'functions/config';
import { cleanUpStatistics } from 'functions/site-statistics/cleanup';
import { firestoreCleanup } from 'functions/site-statistics/firestore-deps';
import { adminApp, closeAdminApps, DEMO_PROJECT, ensureUser } from '../support/emulator';
import { DIST } from '../support/dist-snapshot';
import { callFunction, functionsOrigin, idToken } from './callable';

const ADMIN = { email: 'statistics-admin@example.com', password: 'statistics-secret' };
const USER = { email: 'statistics-user@example.com', password: 'statistics-secret' };
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const run = randomBytes(3).toString('hex');
const page = (name: string) => `/projects/stats-${name}-${run}`;
const COUNTED = page('counted');
const DROPPED = ['dnt', 'gpc', 'bot', 'referrer', 'nan', 'late'].map(page);
const FLOOD = page('flood');
const SITEMAP = join(DIST, 'sitemap.xml');

let networkCount = randomBytes(2).readUInt16BE();
/** A documentation address (RFC 3849) in a /64 no other test uses. */
const newAddress = () => `2001:db8:${(networkCount++ & 0xffff).toString(16)}:5::1`;

const { db } = adminApp();
const today = () => new Date().toISOString().slice(0, 10);
let sitemapBefore: string | null = null;
let adminToken: string;
let userToken: string;

/** A hit as the collector sends it: JSON as text/plain, from `address` as the front end forwards it. */
async function hit(body: unknown, { address = newAddress(), headers = {} as Record<string, string> } = {}) {
  const response = await fetch(
    `${await functionsOrigin()}/${DEMO_PROJECT}/${REGION}/${STATISTICS_FUNCTIONS.hit}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': BROWSER,
        'x-forwarded-for': address,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );
  return { status: response.status, body: await response.text() };
}

/** Today's shards that counted a view of `path`: [shard id, its data]. */
async function shardsCounting(path: string) {
  const shards = await db.collection(STATISTICS_COLLECTIONS.shards).where('day', '==', today()).get();
  return shards.docs
    .filter((doc) => Object.hasOwn((doc.get('views') as Record<string, number> | undefined) ?? {}, path))
    .map((doc) => [doc.id, doc.data()] as const);
}

async function summary(token: string | undefined, days = 7) {
  return callFunction(STATISTICS_FUNCTIONS.summary, { days }, token);
}

beforeAll(async () => {
  if (!existsSync(join(DIST, 'app-shell.html')))
    throw new Error('web/dist is not built: run npm run build first');
  sitemapBefore = existsSync(SITEMAP) ? readFileSync(SITEMAP, 'utf8') : null;
  // The site's pages as a publish lists them, absolute on the site's origin, plus this file's.
  const listed = [...new Set(['/', COUNTED, ...DROPPED, FLOOD])];
  writeFileSync(
    SITEMAP,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...listed.map((path) => `  <url>\n    <loc>https://jane.example${path}</loc>\n  </url>`),
      '</urlset>',
      '',
    ].join('\n'),
  );
  await ensureUser(ADMIN.email, ADMIN.password, true);
  await ensureUser(USER.email, USER.password, false);
  adminToken = await idToken(ADMIN.email, ADMIN.password);
  userToken = await idToken(USER.email, USER.password);
});

afterAll(async () => {
  if (sitemapBefore === null) rmSync(SITEMAP, { force: true });
  else writeFileSync(SITEMAP, sitemapBefore);
  await closeAdminApps();
});

describe('a page view', () => {
  // The first hit starts the functions' runtime, which on a busy machine takes a while.
  it(
    'is counted once, in one shard, with its referrer and vitals under keys kept whole',
    { timeout: 90_000 },
    async () => {
      const answer = await hit({
        p: COUNTED,
        s: 'phone',
        r: 'www.example.co.uk',
        l: 'de',
        v: { LCP: 1_850, CLS: 0.05 },
      });
      expect(answer).toEqual({ status: 204, body: '' });

      const counting = await shardsCounting(COUNTED);
      expect(counting).toHaveLength(1);
      const [id, shard] = counting[0]!;
      expect(id).toBe(`${today()}_${shard.shard}`);
      expect(shard.views[COUNTED]).toBe(1);
      expect(shard.referrers['example.co.uk']).toBeGreaterThanOrEqual(1);
      expect(shard.vitals[COUNTED]).toEqual({
        LCP: { [String(vitalBucket('LCP', 1_850))]: 1 },
        CLS: { [String(vitalBucket('CLS', 0.05))]: 1 },
      });
      expect(shard.compacted).toBe(false);
      expect(Object.keys(shard.visitors).every((hash) => /^[0-9a-f]{16}$/.test(hash))).toBe(true);
      // The day's salt is kept for the other instances, and nothing else of the visitor is.
      expect((await db.collection(STATISTICS_COLLECTIONS.salts).doc(today()).get()).exists).toBe(true);
      expect(JSON.stringify(shard)).not.toContain(BROWSER);
    },
  );

  it('is shown to the admin with its p75, and refused to anyone else', async () => {
    const answer = await summary(adminToken);
    expect(answer.error).toBeUndefined();
    const result = answer.result as StatisticsSummary;
    expect(result.to).toBe(today());
    expect(result.daily).toHaveLength(7);
    const counted = result.pages.find((p) => p.path === COUNTED);
    expect(counted).toEqual({
      path: COUNTED,
      views: 1,
      vitals: {
        LCP: { p75: 2_000, samples: 1, rating: 'good' },
        CLS: { p75: 0.05, samples: 1, rating: 'good' },
      },
      failing: false,
    });
    expect(result.referrers).toContainEqual({ domain: 'example.co.uk', views: expect.any(Number) });
    expect(JSON.stringify(result)).not.toMatch(/"[0-9a-f]{16}"/);

    expect((await summary(userToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await summary(undefined)).error?.status).toBe('UNAUTHENTICATED');
    expect((await summary(adminToken, 14)).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('is counted nowhere with DNT, GPC, from a bot, for a page the site has not, or malformed', async () => {
    const [dnt, gpc, bot, referrer, nan] = DROPPED;
    expect((await hit({ p: dnt, s: 'desktop' }, { headers: { dnt: '1' } })).status).toBe(204);
    expect((await hit({ p: gpc, s: 'desktop' }, { headers: { 'sec-gpc': '1' } })).status).toBe(204);
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await hit({ p: bot, s: 'desktop' }, { headers: { 'user-agent': crawler } })).status).toBe(204);
    // The shape of a project page, but not in the sitemap.
    const unlisted = page('unlisted');
    expect((await hit({ p: unlisted, s: 'desktop' })).status).toBe(204);
    const forged = `${COUNTED}/..%2f..%2fadmin`;
    expect((await hit({ p: forged, s: 'desktop' })).status).toBe(400);
    const huge = `${'a'.repeat(50)}.${'b'.repeat(46)}.com`;
    expect((await hit({ p: referrer, s: 'desktop', r: huge })).status).toBe(400);
    expect((await hit(`{"p":"${nan}","s":"desktop","v":{"LCP":NaN}}`)).status).toBe(400);
    expect((await hit({ p: nan, s: 'desktop', v: { LCP: 'NaN' } })).status).toBe(400);

    for (const path of [dnt, gpc, bot, unlisted, forged, referrer, nan]) {
      expect(await shardsCounting(path!)).toEqual([]);
    }
    const shards = await db.collection(STATISTICS_COLLECTIONS.shards).where('day', '==', today()).get();
    for (const doc of shards.docs) expect(Object.keys(doc.get('referrers') ?? {})).not.toContain(huge);
  });
});

describe('the rate limit', () => {
  it(`answers the ${STATISTICS_RATE_LIMITS.perMinute + 1}st hit in a minute from one address with 429 and counts it nowhere`, async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < STATISTICS_RATE_LIMITS.perMinute; i++) {
      statuses.push((await hit({ p: FLOOD, s: 'desktop' }, { address })).status);
    }
    expect(statuses).toEqual(Array(STATISTICS_RATE_LIMITS.perMinute).fill(204));
    const late = DROPPED[DROPPED.length - 1]!;
    expect((await hit({ p: late, s: 'desktop' }, { address })).status).toBe(429);

    const flood = await shardsCounting(FLOOD);
    expect(flood).toHaveLength(1);
    expect(flood[0]![1].views[FLOOD]).toBe(STATISTICS_RATE_LIMITS.perMinute);
    expect(await shardsCounting(late)).toEqual([]);
    // Another subscriber is not held back by it.
    expect((await hit({ p: FLOOD, s: 'desktop' })).status).toBe(204);
  });
});

describe('the daily cleanup', () => {
  it("deletes old counters and past salts, and replaces a past day's hashes by their number", async () => {
    const shards = db.collection(STATISTICS_COLLECTIONS.shards);
    const salts = db.collection(STATISTICS_COLLECTIONS.salts);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const past = shards.doc(`${yesterday}_test-${run}`);
    const expired = shards.doc(`2000-01-01_test-${run}`);
    await past.set({
      day: yesterday,
      compacted: false,
      views: { '/': 3 },
      visitors: { aaaa: true, bbbb: true },
      visitor_count: 1,
    });
    await expired.set({ day: '2000-01-01', compacted: true, views: { '/': 1 }, visitor_count: 1 });
    await salts.doc('2000-01-02').set({ value: 'a-past-salt' });

    await cleanUpStatistics({ ...firestoreCleanup(db), now: () => Date.now() });

    expect((await expired.get()).exists).toBe(false);
    expect((await salts.doc('2000-01-02').get()).exists).toBe(false);
    expect((await salts.doc(today()).get()).exists).toBe(true);
    expect((await past.get()).data()).toEqual({
      day: yesterday,
      compacted: true,
      views: { '/': 3 },
      visitor_count: 3,
    });
    // Today's shards keep their hashes until the day is over.
    const counted = await shardsCounting(COUNTED);
    expect(counted[0]![1]).toMatchObject({ compacted: false, visitors: expect.any(Object) });
    await past.delete();
  });
});
