// Where a page's main thread spends its time, by original source file: the page is loaded with
// a 4x slower CPU and a slow connection (as Lighthouse's mobile run), sampled by Chrome's CPU
// profiler, and each sample mapped through the build's source maps. Lighthouse names only the
// chunk a long task ran in; this names the module and function. Needs a build with source maps:
//   (cd web && npx vite build --sourcemap)
//   PROFILE_PAGE=/contact node scripts/emulators.mjs exec \
//     "npx tsx scripts/seed/seed.ts --force && npx tsx scripts/prerender.ts && node scripts/bench/profile.mjs"
// Prints the busy time of each 500 ms (PROFILE_BUCKET) by package, the top functions, the
// samples of the page's inline scripts, and each long animation frame (over 50 ms) with the
// scripts Chrome names for it and the modules the samples inside it fall in.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';
import { emulatorPorts, ROOT } from '../lib/emulator-env.mjs';

const base = `http://127.0.0.1:${emulatorPorts().hosting}`;
const path = process.env.PROFILE_PAGE ?? '/';
const WAIT = Number(process.env.PROFILE_WAIT ?? 8000);
const BUCKET = Number(process.env.PROFILE_BUCKET ?? 500);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
});
const page = await context.newPage();
const consoleLines = [];
page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text().slice(0, 300)}`));
await page.addInitScript(() => {
  // A busy moment at a known page time, found again in the profile: it aligns the two clocks.
  globalThis.__alignAt = performance.now();
  (function portfolioAlignMarker() {
    const end = performance.now() + 8;
    while (performance.now() < end);
  })();
  globalThis.__lt = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) globalThis.__lt.push({ start: e.startTime, dur: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  globalThis.__frames = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      if (e.duration <= 50) continue;
      globalThis.__frames.push({
        start: Math.round(e.startTime),
        dur: Math.round(e.duration),
        blocking: Math.round(e.blockingDuration),
        scripts: e.scripts.map(
          (x) =>
            `${x.invoker} ${x.sourceURL.replace(/^.*\//, '')}:${x.sourceFunctionName} ${Math.round(x.duration)} ms`,
        ),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROFILE_CPU ?? 4) });
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(`${base}${path}`, { waitUntil: 'load' });
await page.waitForTimeout(WAIT);
const { profile } = await cdp.send('Profiler.stop');
const info = await page.evaluate(() => ({
  lt: globalThis.__lt,
  frames: globalThis.__frames,
  alignAt: globalThis.__alignAt,
  marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
  nav: performance.timeOrigin,
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
}));
await browser.close();

// Source maps of web/dist/assets.
const maps = new Map();
function mapFor(url) {
  if (!maps.has(url)) {
    const m = /\/assets\/([^?]+\.js)/.exec(url);
    const file = m && join(ROOT, 'web', 'dist', 'assets', `${m[1]}.map`);
    maps.set(url, file && existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url);
}
function where(cf) {
  if (!cf.url) return cf.functionName || '(native)';
  const map = mapFor(cf.url);
  if (map) {
    const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber });
    if (pos.source) {
      const src = pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
      return `${src}:${pos.name ?? cf.functionName ?? ''}`;
    }
  }
  return `${cf.url.replace(/^https?:\/\/[^/]+/, '')}:${cf.functionName}`;
}
function pkg(w) {
  const s = w.split(':')[0];
  const m = /^(@[^/]+\/[^/]+|[^/]+)/.exec(s);
  return s.startsWith('src/') ? s : m ? m[1] : s;
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// Profile time 0 = profile start; page time 0 = navigation start (roughly t0).
let t = 0;
const buckets = new Map();
const selfTotals = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const node = byId.get(profile.samples[i]);
  const name = node.callFrame.functionName;
  if (name === '(idle)' || name === '(program)' || name === '(root)') continue;
  const bucket = Math.floor(t / 1000 / BUCKET) * BUCKET;
  const self = where(node.callFrame);
  selfTotals.set(self, (selfTotals.get(self) ?? 0) + dt);
  // inclusive by package: each package once per sample
  const seen = new Set();
  let id = node.id;
  while (id !== undefined) {
    const cf = byId.get(id).callFrame;
    if (cf.url) seen.add(pkg(where(cf)));
    id = parent.get(id);
  }
  if (!buckets.has(bucket)) buckets.set(bucket, { total: 0, pkgs: new Map(), selfs: new Map() });
  const b = buckets.get(bucket);
  b.total += dt;
  for (const p of seen) b.pkgs.set(p, (b.pkgs.get(p) ?? 0) + dt);
  b.selfs.set(self, (b.selfs.get(self) ?? 0) + dt);
}
console.log(`page ${path}; marks`, info.marks, 'fcp', info.fcp?.toFixed(0));
console.log('console:', consoleLines.join('\n  '));
const htmlLines = new Map();
for (const n of profile.nodes)
  if (n.callFrame.url && !n.callFrame.url.includes('/assets/') && n.hitCount) {
    const k = `${n.callFrame.url} ${n.callFrame.functionName}@${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    htmlLines.set(k, (htmlLines.get(k) ?? 0) + n.hitCount);
  }
console.log(
  'inline script samples:',
  [...htmlLines]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([k, v]) => `\n  ${v} ${k}`)
    .join(''),
);
console.log(
  'long tasks (page ms):',
  info.lt.map((l) => `${l.start.toFixed(0)}+${l.dur.toFixed(0)}`).join(' '),
);
for (const [b, v] of [...buckets].sort((a, c) => a[0] - c[0])) {
  if (v.total < 5) continue;
  const top = [...v.pkgs].sort((a, c) => c[1] - a[1]).slice(0, 8);
  const selfs = [...v.selfs].sort((a, c) => c[1] - a[1]).slice(0, 5);
  console.log(`\n[${b}ms] busy ${v.total.toFixed(0)} ms (profile time)`);
  console.log('  incl:', top.map(([p, d]) => `${p} ${d.toFixed(0)}`).join(' | '));
  console.log('  self:', selfs.map(([p, d]) => `${p} ${d.toFixed(0)}`).join(' | '));
}
console.log(
  '\nTop self:',
  [...selfTotals]
    .sort((a, c) => c[1] - a[1])
    .slice(0, 25)
    .map(([p, d]) => `\n  ${d.toFixed(0)} ${p}`)
    .join(''),
);

// Each long animation frame, with what the samples inside it ran (profile time -> page time via
// the marker's first sample).
const sampleTimes = [];
let markerAt = null;
let clock = 0;
for (let i = 0; i < profile.samples.length; i++) {
  clock += profile.timeDeltas[i] / 1000;
  sampleTimes.push(clock);
  if (markerAt === null && byId.get(profile.samples[i]).callFrame.functionName === 'portfolioAlignMarker') {
    markerAt = clock;
  }
}
const offset = (markerAt ?? 0) - info.alignAt;
for (const frame of info.frames) {
  const selfs = new Map();
  const chains = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const at = sampleTimes[i] - offset;
    if (at < frame.start || at > frame.start + frame.dur) continue;
    const node = byId.get(profile.samples[i]);
    if (node.callFrame.functionName === '(idle)') continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const self = where(node.callFrame);
    selfs.set(self, (selfs.get(self) ?? 0) + dt);
    const packages = [];
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const cf = byId.get(id).callFrame;
      if (cf.url) packages.push(pkg(where(cf)));
    }
    const chain = [...new Set(packages.reverse())].slice(0, 4).join(' > ') || '(no script)';
    chains.set(chain, (chains.get(chain) ?? 0) + dt);
  }
  const top = (map, n) => [...map].sort((a, c) => c[1] - a[1]).slice(0, n);
  console.log(`\nLong animation frame at ${frame.start} ms: ${frame.dur} ms, ${frame.blocking} ms blocking`);
  for (const script of frame.scripts) console.log(`  script: ${script}`);
  console.log(
    '  self:',
    top(selfs, 6)
      .map(([p, d]) => `${p} ${d.toFixed(0)}`)
      .join(' | '),
  );
  for (const [chain, d] of top(chains, 6)) console.log(`  ${d.toFixed(0).padStart(4)} ${chain}`);
}
console.log(`(${((Date.now() - t0) / 1000).toFixed(1)} s)`);
