// Runs inside `firebase emulators:exec` (see scripts/bench.mjs): Lighthouse with its default
// mobile throttling, three runs a page, plus Firestore reads per page view and a warm repeat visit.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../lib/chromium.mjs';
import { emulatorPorts, ROOT } from '../lib/emulator-env.mjs';
import { BUDGETS, checkBudgets, formatTable, median } from './stats.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ALL_PAGES = ['/', '/projects', '/projects/proj-churn-prediction', '/contact'];
// BENCH_PAGES=/,/contact measures a subset while working on one page; the budgets need all four.
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const LHR_DIR = join(ROOT, '.bench', 'lhr');
mkdirSync(LHR_DIR, { recursive: true });
const base = `http://127.0.0.1:${emulatorPorts().hosting}`;

const seeded = spawnSync('npx', ['tsx', 'scripts/seed.ts'], { cwd: ROOT, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const prerendered = spawnSync('node', ['scripts/prerender.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (prerendered.status !== 0) process.exit(prerendered.status ?? 1);

async function lighthouseRuns(path) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      // Every run's full report, to open in the Lighthouse viewer or read with jq.
      const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${i + 1}.json`;
      writeFileSync(join(LHR_DIR, name), JSON.stringify(lhr));
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const scripts = lhr.audits['resource-summary']?.details?.items?.find(
        (x) => x.resourceType === 'script',
      );
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        jsKb: scripts ? scripts.transferSize / 1024 : null,
        failing,
      });
    } finally {
      await chrome.kill();
    }
  }
  return runs;
}

/** Documents read by one cold page view, counted by the data layer (web/src/data/firebase/read-counter.ts). */
async function readsAndRepeatVisit(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const firestoreReads = await page.evaluate(() => globalThis.__portfolioFirestoreReads ?? 0);
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
  const dir = join(ROOT, 'web', 'dist', 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((file) => ({ file, gzipKb: gzipSync(readFileSync(join(dir, file))).length / 1024 }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: FLAGS.filter((f) => f !== '--headless=new'),
});
const pages = [];
for (const path of PAGES) {
  process.stdout.write(`Measuring ${path} ...\n`);
  const runs = await lighthouseRuns(path);
  const extra = await readsAndRepeatVisit(browser, path);
  const pick = (key) => median(runs.map((r) => r[key]));
  pages.push({
    path,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    initialJsKb: pick('jsKb'),
    firestoreReads: extra.firestoreReads,
    repeatVisitMs: extra.repeatMs,
    serviceWorker: extra.serviceWorker,
    failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
  });
}
await browser.close();

const fixed = (v, d = 0) => (v === null || v === undefined ? 'n/a' : Number(v).toFixed(d));
console.log(
  `\nLighthouse ${RUNS} runs a page (median), mobile throttling, production build on the Hosting emulator\n`,
);
console.log(
  formatTable(
    ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'reads', 'repeat ms'],
    pages.map((p) => [
      p.path,
      fixed(p.performance),
      fixed(p.accessibility),
      fixed(p.bestPractices),
      fixed(p.seo),
      fixed(p.lcpMs),
      fixed(p.tbtMs),
      fixed(p.cls, 3),
      fixed(p.initialJsKb, 1),
      p.firestoreReads,
      fixed(p.repeatVisitMs),
    ]),
  ),
);
for (const p of pages) {
  if (p.failingAudits.length) console.log(`  ${p.path} failing audits: ${p.failingAudits.join(', ')}`);
}

const chunks = chunkSizes();
console.log('\nBuilt chunks (gzip KB)\n');
console.log(
  formatTable(
    ['chunk', 'gzip KB'],
    chunks.map((c) => [c.file, c.gzipKb.toFixed(1)]),
  ),
);

const verdicts = checkBudgets(pages);
console.log('\nBudgets\n');
console.log(
  formatTable(
    ['page', 'budget', 'value', 'limit', 'result'],
    verdicts.map((v) => [
      v.page,
      v.metric,
      v.value === null ? 'n/a' : Number(v.value).toFixed(v.metric === 'cls' ? 3 : 0),
      'min' in v.limit ? `>= ${v.limit.min}` : `<= ${v.limit.max}`,
      v.pass ? 'pass' : 'FAIL',
    ]),
  ),
);

const outDir = join(ROOT, '.bench');
mkdirSync(outDir, { recursive: true });
const report = { date: new Date().toISOString(), runs: RUNS, budgets: BUDGETS, pages, chunks, verdicts };
writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
const failed = verdicts.filter((v) => !v.pass).length;
console.log(
  `\n${failed === 0 ? 'Every budget passes.' : `${failed} budget(s) fail.`} Report: .bench/latest.json`,
);
process.exit(failed === 0 ? 0 : 1);
