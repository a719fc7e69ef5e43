// Visitor statistics as a visitor and the admin meet them on the Hosting emulator: page views are
// counted without a cookie or any storage entry in the browser, with the Web Vitals of each
// page's first view, a browser that asks not to be tracked sends nothing, and the admin's
// Statistics page shows the views by page with their p75 Web Vitals.
import type { BrowserContext, Page } from '@playwright/test';
import { STATISTICS_COLLECTIONS, STATISTICS_HIT_PATH } from '@portfolio/model/statistics';
import { projectPath } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { projects } from '../../scripts/seed/demo-content';
import { START_UP } from '../../web/src/config/start-up';
import { ADMIN_STATE, openAdmin } from '../support/admin-session';
import { adminApp } from '../support/emulator';
import { expect, test } from './support/test';

const churn = projects.find((p) => p.id === 'proj-churn-prediction')!;
const CHURN = projectPath(projectAddress(churn));
const today = () => new Date().toISOString().slice(0, 10);

/** Views of each path counted today, over every shard. */
async function viewsToday(): Promise<Record<string, number>> {
  const shards = await adminApp()
    .db.collection(STATISTICS_COLLECTIONS.shards)
    .where('day', '==', today())
    .get();
  const views: Record<string, number> = {};
  for (const shard of shards.docs) {
    for (const [path, n] of Object.entries((shard.get('views') ?? {}) as Record<string, number>)) {
      views[path] = (views[path] ?? 0) + n;
    }
  }
  return views;
}

/**
 * The hits of this visitor come from an address of their own (the header the function reads
 * behind Hosting's CDN): the rest of the suite's page views share 127.0.0.1 and its rate limit.
 */
async function asVisitor(page: Page, address: string): Promise<string[]> {
  const sent: string[] = [];
  await page.route(`**${STATISTICS_HIT_PATH}`, async (route) => {
    sent.push(route.request().postData() ?? '');
    await route.continue({ headers: { ...route.request().headers(), 'fastly-client-ip': address } });
  });
  return sent;
}

/** The collector loads once the page is idle; a view left before that is not sent. */
async function collectorLoaded(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/assets\/collector-[^/]+\.js$/.test(e.name)),
  );
}

async function storageEntries(page: Page, context: BrowserContext) {
  const web = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
  return { cookies: (await context.cookies()).length, ...web };
}

test('ten page views leave nothing in the browser and reach the dashboard by page, with p75 Web Vitals', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const before = await viewsToday();
  const sent = await asVisitor(page, '203.0.113.77');

  // One page opened from its address: its view carries the page load's Web Vitals.
  const storage = [];
  await page.goto(CHURN);
  await collectorLoaded(page);
  storage.push(await storageEntries(page, context));
  // Nine more inside the app: each move sends the view it leaves.
  const clicks: [string, string][] = [
    ['Home', '/'],
    ['About', '/about'],
    ['Experience', '/experience'],
    ['Skills', '/skills'],
    ['Projects', '/projects'],
    ['Services', '/services'],
    ['Contact', '/contact'],
    ['Home', '/'],
    ['About', '/about'],
  ];
  for (const [name, path] of clicks) {
    const link = page.getByRole('navigation').getByRole('link', { name, exact: true }).first();
    await link.click();
    // A page still on its way when the next link is followed is never shown, so no view.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
  storage.push(await storageEntries(page, context));
  // A page that is hidden (another tab, the phone's home screen) sends the view it shows. (A
  // beacon sent while a page unloads leaves the browser without Playwright's user agent, so the
  // function would drop it as a headless browser's.)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => sent.length).toBe(10);

  // No cookie and no storage entry at any point: the visit is counted on the server alone.
  expect(storage.every((s) => s.cookies === 0 && s.local === 0 && s.session === 0)).toBe(true);
  const hits = sent.map((body) => JSON.parse(body) as { p: string; v?: Record<string, number> });
  expect(hits.map((h) => h.p)).toEqual([
    CHURN,
    '/',
    '/about',
    '/experience',
    '/skills',
    '/projects',
    '/services',
    '/contact',
    '/',
    '/about',
  ]);
  // Only the view a page was loaded with carries Web Vitals: the library measures page loads.
  expect(hits[0]!.v).toMatchObject({
    TTFB: expect.any(Number),
    FCP: expect.any(Number),
    LCP: expect.any(Number),
  });
  expect(hits.slice(1).every((h) => h.v === undefined)).toBe(true);

  // Each view counted once at least (other tests' views of the same pages may land meanwhile).
  const expected: Record<string, number> = {
    [CHURN]: 1,
    '/': 2,
    '/about': 2,
    '/experience': 1,
    '/skills': 1,
  };
  Object.assign(expected, { '/projects': 1, '/services': 1, '/contact': 1 });
  const missing = async () => {
    const after = await viewsToday();
    return Object.entries(expected)
      .filter(([path, n]) => (after[path] ?? 0) - (before[path] ?? 0) < n)
      .map(([path]) => path);
  };
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);

  // The admin's dashboard, in a browser of its own.
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  try {
    const dashboard = await admin.newPage();
    await openAdmin(dashboard, 'statistics');
    await expect(dashboard.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    const pages = dashboard.getByRole('table', { name: /Most viewed pages/ });
    const churnRow = pages
      .getByRole('row')
      // The page's own row, not its notebook's, whose path starts with it.
      .filter({ has: dashboard.getByRole('rowheader', { name: new RegExp(`^${CHURN}(\\s|$)`) }) });
    await expect(churnRow).toBeVisible();
    // Its first view's LCP and the rating it earns, read from the histogram's buckets.
    await expect(churnRow.getByText(/\d+(\.\d+)? ?m?s/).first()).toBeVisible();
    await expect(churnRow.getByText(/Good|Needs improvement|Poor/).first()).toBeVisible();
    // Counts only: no address and no visitor hash reach the page.
    await expect(dashboard.getByText('203.0.113.77')).toHaveCount(0);
  } finally {
    await admin.close();
  }
});

test('a browser that sends Do Not Track loads no collector and sends no hit', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  );
  const sent = await asVisitor(page, '203.0.113.78');
  await page.goto('/about');
  await page.waitForFunction(() => performance.getEntriesByName('portfolio:hydrated').length > 0);
  await page.getByRole('navigation').getByRole('link', { name: 'Skills', exact: true }).first().click();
  await expect(page).toHaveURL(/\/skills$/);
  // The collector would have loaded by now: it waits for an idle moment, at most this long.
  await page.waitForTimeout(START_UP.statisticsAtLatestMs + 500);
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(loaded.filter((name) => /\/assets\/(collector|web-vitals)/.test(name))).toEqual([]);
  await page.goto('about:blank');
  expect(sent).toEqual([]);
});
