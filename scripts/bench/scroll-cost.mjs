// What scrolling a hydrated page costs the main thread, for builds side by side: each prerendered
// build in .bench/builds/<name> is served as it is on a port of its own, the page is loaded and
// left to settle, then the CPU is made 4x slower and the wheel scrolls it 1,600 px down and back
// in 80 steps. Builds take turns round by round. Prints the median and every run of Chrome's script,
// layout, style and task time (ms) over the scroll. Content comes from the emulators:
//   SCROLL_BUILDS=base,variant SCROLL_PAGE=/ SCROLL_RUNS=6 \
//     node scripts/emulators.mjs exec "npx tsx scripts/seed/seed.ts --force && node scripts/bench/scroll-cost.mjs"
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';
import { ROOT } from '../lib/emulator-env.mjs';
import { formatTable, median } from './stats.mjs';

const BUILDS = (process.env.SCROLL_BUILDS ?? '').split(',').filter(Boolean);
const PAGE = process.env.SCROLL_PAGE ?? '/';
const RUNS = Number(process.env.SCROLL_RUNS ?? 6);
const METRICS = {
  script: 'ScriptDuration',
  layout: 'LayoutDuration',
  style: 'RecalcStyleDuration',
  task: 'TaskDuration',
};
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

if (BUILDS.length === 0) {
  console.error('Name the builds: SCROLL_BUILDS=base,variant (folders in .bench/builds).');
  process.exit(2);
}

/** The file a clean URL names in a prerendered build: /projects is projects.html. */
function fileFor(dir, url) {
  const path = decodeURIComponent(new URL(url, 'http://x').pathname);
  for (const candidate of [join(dir, path), join(dir, `${path}.html`), join(dir, path, 'index.html')]) {
    if (candidate.startsWith(dir) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function serve(dir) {
  const server = createServer((request, response) => {
    const file = fileFor(dir, request.url ?? '/');
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const servers = new Map();
for (const build of BUILDS) {
  const dir = join(ROOT, '.bench', 'builds', build);
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`.bench/builds/${build} is not a prerendered build (no index.html).`);
    process.exit(2);
  }
  servers.set(build, await serve(dir));
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const runs = new Map(BUILDS.map((build) => [build, []]));
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const build of BUILDS) {
      // No service worker: every run is a first visit, as the page's first scroll is.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${servers.get(build).address().port}${PAGE}`);
      await page.waitForFunction(() => performance.getEntriesByName('portfolio:hydrated').length > 0);
      await page.waitForTimeout(2500);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const metrics = async () =>
        new Map((await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]));
      const before = await metrics();
      await page.mouse.move(200, 400);
      for (const step of [40, -40]) {
        for (let i = 0; i < 40; i += 1) {
          await page.mouse.wheel(0, step);
          await page.waitForTimeout(16);
        }
      }
      await page.waitForTimeout(500);
      const after = await metrics();
      const row = {};
      for (const [key, name] of Object.entries(METRICS))
        row[key] = Math.round((after.get(name) - before.get(name)) * 1000);
      runs.get(build).push(row);
      console.log(JSON.stringify({ run: run + 1, build, ...row }));
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const server of servers.values()) server.close();
}

console.log(`\n${PAGE}, ${RUNS} runs per build: median ms (every run)\n`);
const rows = BUILDS.map((build) => [
  build,
  ...Object.keys(METRICS).map((key) => {
    const values = runs.get(build).map((row) => row[key]);
    return `${median(values)} (${values.join(', ')})`;
  }),
]);
console.log(formatTable(['build', ...Object.keys(METRICS)], rows));
