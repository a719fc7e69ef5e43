// Runs inside `firebase emulators:exec` (see scripts/commands/bench.mjs): Lighthouse with its default
// mobile throttling on each page and on its bare copy (the same HTML without scripts), taken in
// turns (real, bare, real, bare ...) so that the machine's drift hits both; then Firestore reads
// per page view and a warm repeat visit.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/chromium.mjs';
import { emulatorPorts, ROOT } from '../lib/emulator-env.mjs';
import { pageFile } from '@portfolio/site-render';
import { documentsRead, isFirestoreRead } from './firestore-reads.mjs';
import { BARE_PREFIX, barePath, stripScripts } from './bare.mjs';
import {
  BUDGETS,
  budgetRows,
  checkBudgets,
  COLUMNS,
  SEARCH_BUDGETS,
  comparisonTable,
  formatSummary,
  formatTable,
  summarizeRuns,
} from './stats.mjs';
import {
  categoryScore,
  firstMeasured,
  imageKb,
  kbMatching,
  longestTaskMs,
  longTasks,
  runFailure,
  scriptKbBeforeInteractive,
  timespanFigures,
} from './lhr.mjs';
import { SEARCH_PAGE, searchOpenedReport } from './search-opened.mjs';
import { LIGHTHOUSE_CHROMIUM_FLAGS, lighthouseReport } from './lighthouse-run.mjs';
import { deprioritizeEmulators } from './servers.mjs';
import { startHttp2Front } from './http2-front.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ALL_PAGES = [
  '/',
  '/about',
  '/experience',
  '/skills',
  '/projects',
  '/projects/customer-churn-prediction',
  // The demo notebook's page: a page of highlighted code, a table and a plot, rendered ahead of time.
  '/projects/customer-churn-prediction/notebooks/file-churn-notebook-ipynb',
  // The papers by year, and the demo paper with its PDF, links and Cite menu.
  '/publications',
  '/publications/survival-models-subscription-churn',
  // The notes, and the demo note with code, math, a table and its contents, rendered ahead of time.
  '/notes',
  '/notes/calibrating-churn-probabilities',
  '/services',
  '/contact',
];
// BENCH_PAGES=/,/contact measures a subset while working on one page; the budgets need them all.
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const DIST = join(ROOT, 'web', 'dist');
const BARE_DIR = join(DIST, BARE_PREFIX.slice(1));
const LHR_DIR = join(ROOT, '.bench', 'lhr');
/** The seeded real-size photo's name as it appears (encoded) in its URLs and its renditions'. */
const PHOTO_URL_MARK = 'demo-city-at-dusk.jpg';
rmSync(LHR_DIR, { recursive: true, force: true });
mkdirSync(LHR_DIR, { recursive: true });
const base = `http://127.0.0.1:${emulatorPorts().hosting}`;

const seeded = spawnSync('npx', ['tsx', 'scripts/seed/seed.ts', '--photo'], { cwd: ROOT, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const prerendered = spawnSync('npx', ['tsx', 'scripts/prerender.ts'], { cwd: ROOT, stdio: 'inherit' });
if (prerendered.status !== 0) process.exit(prerendered.status ?? 1);
console.log(`bench: ${deprioritizeEmulators()} emulator processes at the lowest CPU priority`);

// The bare copies live beside the real pages for the run only (a deploy must not ship them).
function writeBareCopies() {
  for (const path of PAGES) {
    const file = join(BARE_DIR, pageFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, stripScripts(readFileSync(join(DIST, pageFile(path)), 'utf8')));
  }
}

/** Hosting answers an unknown path with the app shell: make sure each bare copy is really served. */
async function checkBareCopies() {
  for (const path of PAGES) {
    const html = await (await fetch(`${base}${barePath(path)}`)).text();
    if (/<script(?![^>]*application\/(ld\+)?json)[^>]*>/i.test(html) || !html.includes('<div id="root"><')) {
      throw new Error(`${barePath(path)} is not the bare copy of ${path}`);
    }
  }
}

/** Attempts at one run: Lighthouse in headless Chromium here fails about one run in ten (NO_FCP). */
const ATTEMPTS = 3;

async function lighthouseRun(front, path, name) {
  const { lhr, failures } = await firstMeasured(
    () =>
      lighthouseReport(
        `${front.origin}${path}`,
        ['performance', 'accessibility', 'best-practices', 'seo'],
        front.chromeFlags,
      ),
    ATTEMPTS,
  );
  if (failures.length) {
    const outcome = runFailure(lhr) ? 'no measurement' : 'measured by a new run';
    console.log(`  ${name}: Lighthouse measured nothing (${failures.join(', ')}), ${outcome}`);
  }
  // Every run's full report, to open in the Lighthouse viewer or read with jq.
  writeFileSync(join(LHR_DIR, `${name}.json`), JSON.stringify(lhr));
  const score = (id) => categoryScore(lhr, id);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = Object.values(lhr.audits)
    .filter(
      (a) => a.score !== null && a.score < 1 && ['binary', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    longestTaskMs: runFailure(lhr) ? null : longestTaskMs(lhr),
    cls: audit('cumulative-layout-shift'),
    jsKb: scriptKbBeforeInteractive(lhr),
    imageKb: imageKb(lhr),
    photoKb: kbMatching(lhr, PHOTO_URL_MARK),
    failing,
  };
}

/** Documents read by one cold page view, counted from Firestore's answers (firestore-reads.mjs). */
async function readsAndRepeatVisit(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const counted = [];
  page.on('response', (response) => {
    if (isFirestoreRead(response.url())) {
      counted.push(response.text().then((body) => documentsRead(response.url(), body)));
    }
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  // A Storage emulator at the lowest priority sometimes leaves an image request hanging; the
  // reads are counted all the same once Firestore has answered.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(1000);
  const firestoreReads = (await Promise.all(counted)).reduce((sum, n) => sum + n, 0);
  // Warm: the service worker controls the page, then a second visit is timed.
  const hasSw = await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return false;
    const ready = await Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 10_000)),
    ]);
    return ready;
  });
  const repeat = await context.newPage();
  await repeat.goto(`${base}${path}`, { waitUntil: 'load' });
  const repeatMs = await repeat.evaluate(async () => {
    const lcp = await new Promise((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve(null), 3000);
    });
    return lcp ?? performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? null;
  });
  await context.close();
  return { firestoreReads, repeatMs, serviceWorker: hasSw };
}

function chunkSizes() {
  const dir = join(DIST, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((file) => ({ file, gzipKb: gzipSync(readFileSync(join(dir, file))).length / 1024 }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

const METRICS = COLUMNS.map((c) => c.metric);
const SEARCH_METRICS = Object.keys(SEARCH_BUDGETS);

/**
 * The search dialog opened on SEARCH_PAGE (search-opened.mjs), RUNS times, straight from the
 * emulator: the page's service worker, which has the dialog's chunk and the index client at hand
 * for any visit after the first, needs an origin without certificate exceptions.
 */
async function searchOpened() {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    try {
      const lhr = await searchOpenedReport(base);
      writeFileSync(join(LHR_DIR, `search-opened-${i + 1}.json`), JSON.stringify(lhr));
      console.log(`  search opened, run ${i + 1}: ${longTasks(lhr) || 'no long task'}`);
      runs.push(timespanFigures(lhr));
    } catch (error) {
      // A span that never showed results is a failed run, not a reason to lose the pages' figures.
      console.log(
        `  search opened, run ${i + 1}: no measurement (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return { path: `${SEARCH_PAGE} (search opened)`, real: summarizeRuns(runs, SEARCH_METRICS), bare: {} };
}
const started = Date.now();
const pages = [];
let search = null;
writeBareCopies();
// Lighthouse loads each page over HTTP/2, as Firebase Hosting serves it (http2-front.mjs). The
// reads and the repeat visit below count documents and a warm load, not simulated time: they
// still go to the emulator directly.
const front = await startHttp2Front(emulatorPorts().hosting);
try {
  await checkBareCopies();
  // Hosting's CDN has a published page's files at hand: so does the front before the first run.
  await front.warm(PAGES.flatMap((path) => [path, barePath(path)]));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: LIGHTHOUSE_CHROMIUM_FLAGS.filter((f) => f !== '--headless=new'),
  });
  for (const path of PAGES) {
    process.stdout.write(`Measuring ${path} and its bare copy, ${RUNS} runs each ...\n`);
    const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
    const real = [];
    const bare = [];
    for (let i = 0; i < RUNS; i++) {
      real.push(await lighthouseRun(front, path, `${slug}-${i + 1}`));
      bare.push(await lighthouseRun(front, barePath(path), `${slug}-bare-${i + 1}`));
    }
    const extra = await readsAndRepeatVisit(browser, path);
    pages.push({
      path,
      real: {
        ...summarizeRuns(real, [...METRICS, 'photoKb']),
        initialJsKb: summarizeRuns(real, ['jsKb']).jsKb,
      },
      bare: summarizeRuns(bare, METRICS),
      firestoreReads: extra.firestoreReads,
      repeatVisitMs: extra.repeatMs,
      serviceWorker: extra.serviceWorker,
      failingAudits: [...new Set(real.flatMap((r) => r.failing))],
    });
  }
  await browser.close();
  if (PAGES.includes(SEARCH_PAGE)) {
    process.stdout.write(`Measuring the search dialog opened on ${SEARCH_PAGE}, ${RUNS} runs ...\n`);
    search = await searchOpened();
  }
} finally {
  front.close();
  rmSync(BARE_DIR, { recursive: true, force: true });
}
const minutes = (Date.now() - started) / 60_000;

console.log(
  `\nLighthouse, mobile throttling, production build on the Hosting emulator behind an HTTP/2 front: ` +
    `each page ("real") ` +
    `beside the same HTML without scripts ("bare"), ${RUNS} interleaved runs each, ` +
    `median (min-max); ratio = real median / bare median. ${minutes.toFixed(1)} min.\n`,
);
console.log(comparisonTable(pages));
console.log('\nFirestore documents read by a cold view, and the LCP of a warm repeat visit\n');
console.log(
  formatTable(
    ['page', 'reads', 'repeat LCP ms', 'service worker'],
    pages.map((p) => [
      p.path,
      p.firestoreReads,
      p.repeatVisitMs === null ? 'n/a' : p.repeatVisitMs.toFixed(0),
      p.serviceWorker ? 'yes' : 'no',
    ]),
  ),
);
for (const p of pages) {
  if (p.failingAudits.length) console.log(`  ${p.path} audits not passed: ${p.failingAudits.join(', ')}`);
}

const chunks = chunkSizes();
console.log('\nBuilt chunks (gzip KB)\n');
console.log(
  formatTable(
    ['chunk', 'gzip KB'],
    chunks.map((c) => [c.file, c.gzipKb.toFixed(1)]),
  ),
);

if (search) {
  console.log('\nThe search dialog opened, typed into until it lists results (a Lighthouse timespan)\n');
  console.log(
    formatTable(
      ['where', ...SEARCH_METRICS],
      [[search.path, ...SEARCH_METRICS.map((m) => formatSummary(search.real[m], m === 'cls' ? 3 : 0))]],
    ),
  );
}

const verdicts = [...checkBudgets(pages), ...(search ? checkBudgets([search], SEARCH_BUDGETS) : [])];
console.log('\nBudgets (on the medians)\n');
console.log(formatTable(['page', 'budget', 'value', 'limit', 'result'], budgetRows(verdicts)));

const outDir = join(ROOT, '.bench');
mkdirSync(outDir, { recursive: true });
const report = {
  date: new Date().toISOString(),
  runs: RUNS,
  minutes,
  budgets: BUDGETS,
  pages,
  search,
  chunks,
  verdicts,
};
writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
const failed = verdicts.filter((v) => !v.pass).length;
const subset = PAGES.length < ALL_PAGES.length ? ' (a subset of the pages: BENCH_PAGES)' : '';
console.log(
  `\n${failed === 0 ? 'Every budget passes' : `${failed} budget(s) fail`}${subset}. Report: .bench/latest.json`,
);
process.exit(failed === 0 ? 0 : 1);
