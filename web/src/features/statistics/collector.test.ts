// @isolated: it mocks modules (vi.mock)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATISTICS_HIT_PATH, type StatisticsHit } from '@portfolio/model/statistics';
import { collectIdleCallbacks } from '@/test-utils/idle-callbacks';
import { startCollector } from './collector';

type Report = (metric: { name: string; value: number }) => void;
const vitals = vi.hoisted(() => ({ reports: [] as Report[] }));
vi.mock('web-vitals', () => {
  const watch = (report: Report) => vitals.reports.push(report);
  return { onCLS: watch, onFCP: watch, onINP: watch, onLCP: watch, onTTFB: watch };
});
const metric = (name: string, value: number) => vitals.reports.forEach((report) => report({ name, value }));

const beacon = vi.fn((_url: string, _body: Blob) => true);
let idle: Array<() => void>;
let visibility: DocumentVisibilityState;

// jsdom's Blob has no text().
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

async function hits(): Promise<StatisticsHit[]> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, body]) => {
      expect(url).toBe(STATISTICS_HIT_PATH);
      expect(body.type).toBe('text/plain');
      return JSON.parse(await blobText(body)) as StatisticsHit;
    }),
  );
}

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}
function show() {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets web-vitals load and its buffered reports arrive: the first view's hit waits for them. */
async function vitalsSettle() {
  await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
  idle.splice(0).forEach((run) => run());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function setReferrer(referrer: string) {
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
}

beforeEach(() => {
  beacon.mockClear();
  vitals.reports = [];
  idle = collectIdleCallbacks();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-CH');
  setReferrer('');
  window.innerWidth = 390;
});

afterEach(() => {
  // Every collector of a test ends its views here, so none sends during the next test.
  window.dispatchEvent(new Event('pagehide'));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the visit collector', () => {
  it('sends one hit per view, each when the visitor leaves it: the next page, then hiding', async () => {
    const next = startCollector(['/']);
    await vitalsSettle();
    expect(beacon).not.toHaveBeenCalled();

    next('/projects');
    expect(await hits()).toEqual([{ p: '/', s: 'phone', l: 'de' }]);
    next('/projects/churn-model');
    hide();
    expect((await hits()).map((hit) => hit.p)).toEqual(['/', '/projects', '/projects/churn-model']);
  });

  it('sends a view once: hidden, shown again (a tab switch, the back/forward cache) and hidden is one hit', async () => {
    startCollector(['/about']);
    await vitalsSettle();
    hide();
    show();
    window.dispatchEvent(new Event('pageshow'));
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('counts a page opened again after it was hidden as a new view only when the visitor opens it', async () => {
    const next = startCollector(['/about']);
    await vitalsSettle();
    hide();
    show();
    next('/skills');
    expect(beacon).toHaveBeenCalledTimes(1);
    hide();
    expect((await hits()).map((hit) => hit.p)).toEqual(['/about', '/skills']);
  });

  it('sends the views shown before it loaded: the earlier ones at once, the current one on leaving', async () => {
    startCollector(['/', '/projects', '/contact']);
    await vitalsSettle();
    expect((await hits()).map((hit) => hit.p)).toEqual(['/', '/projects']);
    hide();
    expect((await hits()).map((hit) => hit.p)).toEqual(['/', '/projects', '/contact']);
  });

  it('gives the referring host only for the view the page was loaded with, only from another site', async () => {
    setReferrer('https://www.Example.org/some/page?q=secret');
    const next = startCollector(['/']);
    await vitalsSettle();
    next('/about');
    hide();
    const [first, second] = await hits();
    expect(first).toMatchObject({ p: '/', r: 'example.org' });
    expect(second).not.toHaveProperty('r');
  });

  it('gives no referrer for a link from the site itself', async () => {
    setReferrer(`${location.origin}/projects`);
    startCollector(['/about']);
    await vitalsSettle();
    hide();
    expect((await hits())[0]).not.toHaveProperty('r');
  });

  it('gives the latest Web Vitals for the first view only', async () => {
    const next = startCollector(['/']);
    await vi.waitFor(() => expect(vitals.reports).toHaveLength(5));
    metric('TTFB', 120.4);
    metric('FCP', 900.6);
    metric('LCP', 1200);
    metric('LCP', 1800.2);
    metric('CLS', 0.012345);
    metric('INP', 96);
    metric('FID', 20);
    await vitalsSettle();
    next('/projects');
    metric('INP', 400);
    hide();
    const [first, second] = await hits();
    expect(first!.v).toEqual({ TTFB: 120, FCP: 901, LCP: 1800, CLS: 0.0123, INP: 96 });
    expect(second).not.toHaveProperty('v');
  });

  it("sends the first view's hit with the metrics the browser had buffered, when it was left before they arrived", async () => {
    const next = startCollector(['/']);
    next('/about');
    expect(beacon).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(vitals.reports).toHaveLength(5));
    metric('FCP', 700);
    await vitalsSettle();
    expect(await hits()).toEqual([{ p: '/', s: 'phone', l: 'de', v: { FCP: 700 } }]);
  });

  it('sends at once when the page is hidden before the metrics arrived', async () => {
    startCollector(['/']);
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('stops counting once the admin area is opened, and never sends its pages', async () => {
    const next = startCollector(['/']);
    await vitalsSettle();
    next('/admin/login');
    next('/admin/dashboard');
    next('/projects');
    hide();
    expect((await hits()).map((hit) => hit.p)).toEqual(['/']);
  });

  it('leaves out a referrer or language the function would refuse, and keeps the view', async () => {
    setReferrer('http://localhost:5000/');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('x-pirate');
    window.innerWidth = 1280;
    startCollector(['/notes']);
    await vitalsSettle();
    hide();
    expect(await hits()).toEqual([{ p: '/notes', s: 'desktop' }]);
  });

  it('falls back to a keepalive fetch where the beacon is refused', async () => {
    beacon.mockReturnValue(false);
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    startCollector(['/services']);
    await vitalsSettle();
    hide();
    expect(fetch).toHaveBeenCalledWith(
      STATISTICS_HIT_PATH,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string;
    expect(JSON.parse(body)).toMatchObject({ p: '/services' });
  });

  it('stores nothing in the browser: no cookie, no local or session storage, no IndexedDB, no cache', async () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    const local = vi.spyOn(Storage.prototype, 'setItem');
    const open = vi.fn();
    vi.stubGlobal('indexedDB', { open });
    vi.stubGlobal('caches', { open });
    setReferrer('https://news.example.com/');
    const next = startCollector(['/']);
    await vi.waitFor(() => expect(vitals.reports).toHaveLength(5));
    metric('LCP', 1000);
    await vitalsSettle();
    next('/about');
    hide();
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(cookie).not.toHaveBeenCalled();
    expect(local).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
  });
});
