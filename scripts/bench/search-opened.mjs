// The search dialog opened, as the benchmark measures it: a Lighthouse timespan (a stretch of a
// visit, not a page load) on a phone, from a tap on the search button of a page that has hydrated
// to the results of a typed query. The dialog, its Modal and the index client are a chunk the page loads
// only then, and Pagefind's index arrives with the first letters: all of it inside the span.
//
// Run on its own against the prerendered demo site (npm run bench runs it after the pages):
//   node scripts/emulators.mjs exec \
//     "npx tsx scripts/seed/seed.ts --force && npx tsx scripts/prerender.ts && node scripts/bench/search-opened.mjs"
import { startTimespan } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from '../lib/chromium.mjs';
import { emulatorPorts } from '../lib/emulator-env.mjs';
import { HYDRATED_MARK, longTasks, timespanFigures } from './lhr.mjs';
import { LIGHTHOUSE_CHROMIUM_FLAGS } from './lighthouse-run.mjs';

/** Where the dialog is opened, and what is typed in it: a word the demo content has. */
export const SEARCH_PAGE = '/';
const QUERY = 'churn';

/**
 * Lighthouse's phone, set before the page loads so that the span starts on the same layout. Its
 * CPU and network throttling are applied for real during the span ('devtools'): a timespan has no
 * page load for its simulation to replay.
 */
const SETTINGS = {
  throttlingMethod: 'devtools',
  onlyCategories: ['performance'],
};
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The report (lhr) of one timespan over opening search on `origin`'s SEARCH_PAGE and typing a query. */
export async function searchOpenedReport(origin) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: LIGHTHOUSE_CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    await page.goto(`${origin}${SEARCH_PAGE}`, { waitUntil: 'load' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, {}, HYDRATED_MARK);
    // The page's own later work (the content refresh, the statistics collector, the service
    // worker's install and precache) is not search's: the span starts once it is done.
    await page.evaluate(() =>
      Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 15_000))]),
    );
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 30_000 }).catch(() => {});
    // Puppeteer's helper script, which its waits below run in the page, is compiled now and not on
    // the throttled CPU inside the span, where Lighthouse would count it as the page's work.
    await page.waitForSelector('body');
    const { endTimespan } = await startTimespan(page, {
      config: { extends: 'lighthouse:default', settings: SETTINGS },
    });
    // A phone's visitor taps the header's search button.
    await page.tap('button[aria-haspopup="dialog"][aria-keyshortcuts]');
    const input = await page.waitForSelector('[role="dialog"] [role="combobox"]', { visible: true });
    // A visitor's typing pace; each letter is an interaction Lighthouse times.
    await input.type(QUERY, { delay: 150 });
    await page.waitForSelector('[role="dialog"] [role="listbox"] [role="option"]', {
      visible: true,
      timeout: 30_000,
    });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 20_000 }).catch(() => {});
    const result = await endTimespan();
    if (!result) throw new Error('Lighthouse returned no report for the search timespan');
    return result.lhr;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lhr = await searchOpenedReport(`http://127.0.0.1:${emulatorPorts().hosting}`);
  console.log(JSON.stringify(timespanFigures(lhr)));
  console.log(longTasks(lhr));
}
