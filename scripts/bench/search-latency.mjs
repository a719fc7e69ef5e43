/* global caches, document, HTMLInputElement, requestAnimationFrame -- these parts run in the page */
// How long the search dialog takes from a keystroke to the results of what is now typed, once the
// index is loaded, on a phone-class CPU (Chrome's 4x CPU slowdown, as Lighthouse's mobile run):
// each query is typed a letter at a time, and each letter timed from its input event to the frame
// in which the results list shows that query's answer. Run on the prerendered demo site:
//   node scripts/emulators.mjs exec \
//     "npx tsx scripts/seed/seed.ts --force && npx tsx scripts/prerender.ts && node scripts/bench/search-latency.mjs"
// Prints each query's timings, then the median, the range and how many took over 100 ms.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';
import { emulatorPorts } from '../lib/emulator-env.mjs';
import { summarize } from './stats.mjs';

const base = `http://127.0.0.1:${emulatorPorts().hosting}`;
const QUERIES = (process.env.SEARCH_QUERIES ?? 'forecasting,churn model,android offline,shap values').split(
  ',',
);
const SLOWDOWN = Number(process.env.SEARCH_CPU_SLOWDOWN ?? 4);
// SEARCH_WARM=1: as a visitor who searched before, with the whole index in the service worker's
// cache (the dialog's offline copy); otherwise each new result's excerpt comes from the network.
const WARM = process.env.SEARCH_WARM === '1';

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: WARM ? 'allow' : 'block',
});
const page = await context.newPage();
await page.goto(base);
await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
// The dialog fills the offline copy only under a service worker that controls the page.
if (WARM) await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
await page.getByRole('button', { name: 'Search' }).click();
const input = page.getByRole('combobox', { name: 'Search the site' });
// Loaded: a first search answered, so the engine and the index are in memory.
await input.fill('data');
await page.getByRole('option').first().waitFor();
await input.fill('');
if (WARM) {
  const listed = await page.evaluate(async () => {
    const { files } = await (await fetch('/pagefind/offline.json')).json();
    return files.filter((file) => /\.pf_(meta|index|fragment|filter)$/.test(file)).length;
  });
  const cached = () => page.evaluate(async () => (await (await caches.open('search-index')).keys()).length);
  while ((await cached()) < listed) await page.waitForTimeout(250);
}

const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });

const all = [];
for (const query of QUERIES) {
  const times = [];
  for (let end = 1; end <= query.length; end++) {
    const typed = query.slice(0, end);
    if (!typed.trim() || typed.endsWith(' ')) continue; // the same query as the letter before
    times.push(
      await page.evaluate(
        (text) =>
          new Promise((resolve) => {
            const field = document.querySelector('input[role="combobox"]');
            const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            const status = () => document.querySelector('[role="dialog"] [role="status"]');
            const listbox = () => document.querySelector('[role="listbox"]');
            // The answer to `text` is shown: a count in the status, and no list of an older answer.
            const answered = () => status()?.textContent && !listbox()?.hasAttribute('data-stale');
            const start = performance.now();
            setValue.call(field, text);
            field.dispatchEvent(new Event('input', { bubbles: true }));
            const check = () => {
              if (answered() && field.value === text) {
                requestAnimationFrame(() => resolve(performance.now() - start));
              } else requestAnimationFrame(check);
            };
            // After React's render for this keystroke, which empties the status until the answer.
            queueMicrotask(() => requestAnimationFrame(check));
          }),
        typed,
      ),
    );
  }
  all.push(...times);
  console.log(`${query}: ${times.map((t) => Math.round(t)).join(', ')} ms`);
}
const { min, median, max } = summarize(all);
const over = all.filter((t) => t > 100).length;
console.log(
  `${all.length} keystrokes at ${SLOWDOWN}x CPU slowdown${WARM ? ', index cached' : ''}: median ${Math.round(median)} ms ` +
    `(${Math.round(min)} to ${Math.round(max)}; ${over} over 100 ms)`,
);
await browser.close();
