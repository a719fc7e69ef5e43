// Several prerendered builds of the site, measured in turns with the benchmark's Lighthouse: the
// way to tell whether a change made for speed moves a median beyond the machine's run-to-run
// spread (docs/performance.md, 'Start-up steps, each reverted'). Each build is a copy of web/dist
// after `npm run build -w web` and `npm run prerender` with the change in place:
//   cp -r web/dist .bench/builds/base     (and so on for each variant)
//   COMPARE_BUILDS=base,no-batches COMPARE_PAGES=/,/contact COMPARE_RUNS=5 \
//     node scripts/emulators.mjs exec "npx tsx scripts/seed/seed.ts --force --photo && node scripts/bench/compare-builds.mjs"
// The first build is the base. Hosting serves web/dist, so for each turn web/dist becomes a link to
// the build's folder; the real folder is put back at the end. Every run is appended to
// .bench/compare.jsonl as it ends, and the comparison is printed.
import { appendFileSync, existsSync, lstatSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorPorts, ROOT } from '../lib/emulator-env.mjs';
import { compareBuilds } from './compare.mjs';
import { categoryScore, longTasks, runFailure } from './lhr.mjs';
import { lighthouseReport } from './lighthouse-run.mjs';
import { deprioritizeEmulators } from './servers.mjs';
import { startHttp2Front } from './http2-front.mjs';
import { formatTable } from './stats.mjs';

const BUILDS = (process.env.COMPARE_BUILDS ?? '').split(',').filter(Boolean);
const PAGES = (process.env.COMPARE_PAGES ?? '/,/projects,/contact').split(',');
const RUNS = Number(process.env.COMPARE_RUNS ?? 5);
const BUILDS_DIR = join(ROOT, '.bench', 'builds');
const OUT = join(ROOT, '.bench', 'compare.jsonl');
const DIST = join(ROOT, 'web', 'dist');
const DIST_ASIDE = join(ROOT, 'web', 'dist.compare-aside');

if (BUILDS.length < 2) {
  console.error(
    'Name the builds to compare, the base first: COMPARE_BUILDS=base,variant (folders in .bench/builds).',
  );
  process.exit(2);
}
for (const build of BUILDS) {
  if (!existsSync(join(BUILDS_DIR, build, 'index.html'))) {
    console.error(`.bench/builds/${build} is not a prerendered build (no index.html).`);
    process.exit(2);
  }
}

function serve(build) {
  if (existsSync(DIST) && !lstatSync(DIST).isSymbolicLink()) renameSync(DIST, DIST_ASIDE);
  rmSync(DIST, { force: true });
  symlinkSync(join(BUILDS_DIR, build), DIST);
}

function restore() {
  if (existsSync(DIST) && lstatSync(DIST).isSymbolicLink()) rmSync(DIST);
  if (existsSync(DIST_ASIDE)) renameSync(DIST_ASIDE, DIST);
}

console.log(`compare-builds: ${deprioritizeEmulators()} emulator processes at the lowest CPU priority`);
mkdirSync(join(ROOT, '.bench'), { recursive: true });
rmSync(OUT, { force: true });
const rows = [];
// Over HTTP/2, as the benchmark measures (http2-front.mjs).
const front = await startHttp2Front(emulatorPorts().hosting);
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const build of BUILDS) {
      serve(build);
      // A new deploy as far as the front's cache goes: empty it, then load each page once.
      await front.purge();
      await front.warm(PAGES);
      for (const page of PAGES) {
        let row;
        try {
          const lhr = await lighthouseReport(`${front.origin}${page}`, ['performance'], front.chromeFlags);
          const audit = (id) => lhr.audits[id]?.numericValue ?? null;
          row = {
            run,
            build,
            page,
            perf: categoryScore(lhr, 'performance'),
            tbt: runFailure(lhr) ? null : audit('total-blocking-time'),
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            error: runFailure(lhr),
            // Where the blocking time came from: each long task as file@start+duration (simulated ms).
            longTasks: longTasks(lhr),
          };
        } catch (error) {
          row = { run, build, page, perf: null, tbt: null, fcp: null, lcp: null, error: String(error) };
        }
        rows.push(row);
        appendFileSync(OUT, `${JSON.stringify(row)}\n`);
        console.log(JSON.stringify(row));
      }
    }
  }
} finally {
  front.close();
  restore();
}

const fmt = (v) => (v === null ? '-' : String(Math.round(v)));
console.log(
  `\nTBT, ${RUNS} runs per page and build; base ${BUILDS[0]}; failed runs: ${rows.filter((r) => r.tbt === null).length}\n`,
);
const comparison = compareBuilds(rows, BUILDS[0]);
// The page columns in the order the comparison lists them: the order of the first valid runs,
// which is not PAGES' order when a page's first run failed.
const pageColumns = comparison[0]?.perPage.map((p) => p.page) ?? PAGES;
console.log(
  formatTable(
    ['build', 'runs', 'median (IQR)', ...pageColumns, 'x base', 'p'],
    comparison.map((c) => [
      c.build,
      String(c.runs),
      `${fmt(c.median)} (${fmt(c.iqr[0])}-${fmt(c.iqr[1])})`,
      ...c.perPage.map((p) => `${fmt(p.median)}${p.outsideBase ? ' *' : ''}`),
      c.ratio === null ? '-' : `x${c.ratio.toFixed(2)}`,
      c.p === null ? '' : c.p.toFixed(2),
    ]),
  ),
);
console.log('\n* outside the base build’s whole range on that page');
