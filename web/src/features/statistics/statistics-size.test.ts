// @vitest-environment node
// @isolated: it runs in Node; between shared jsdom files it would end a jsdom worker early
// (esbuild refuses to run under jsdom, whose TextEncoder is not Node's.)
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

interface Bundle {
  gzipBytes: number;
  /** The source files bundled in (those left outside not counted). */
  modules: string[];
}

/**
 * What the visit statistics cost, minified and gzipped as the build ships them. Modules matched
 * by `outside` are left out: React, the router and the app's helpers are in the first script
 * already and cost nothing more.
 */
async function bundle(contents: string, outside: RegExp): Promise<Bundle> {
  const leaveOut: Plugin = {
    name: 'already-loaded',
    setup(bundler) {
      bundler.onResolve({ filter: outside }, ({ path }) => ({ path, external: true }));
    },
  };
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    write: false,
    metafile: true,
    plugins: [leaveOut],
    logLevel: 'silent',
  });
  return {
    gzipBytes: gzipSync(result.outputFiles[0]!.contents).length,
    modules: Object.keys(result.metafile.inputs).filter((input) => input !== '<stdin>'),
  };
}

const IN_THE_ENTRY = /^(?:react|react-dom|react-router-dom|react\/jsx-runtime|@\/(?:lib|config)\/.*)$/;
const COLLECTOR = /^\.\/collector$/;
const WEB_VITALS = /^web-vitals$/;
const either = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => p.source).join('|'));

describe('the cost of the visit statistics', () => {
  it('adds at most 1 KB gzip to the first script, sharing no module with the collector', async () => {
    // The part in the entry imports the collector (and so web-vitals) lazily.
    const entryPart = await bundle(
      "export { VisitStatistics } from './visit-statistics';",
      either(IN_THE_ENTRY, COLLECTOR),
    );
    expect(entryPart.gzipBytes).toBeLessThanOrEqual(1024);
    // A module both import would be moved into the first script whole by the build.
    const collector = await bundle(
      "export { startCollector } from './collector';",
      either(IN_THE_ENTRY, WEB_VITALS),
    );
    expect(collector.modules.length).toBeGreaterThan(0);
    expect(collector.modules.filter((module) => entryPart.modules.includes(module))).toEqual([]);
  });

  it('keeps the collector, loaded when the page is idle, within 2 KB gzip', async () => {
    const collector = await bundle(
      "export { startCollector } from './collector';",
      either(IN_THE_ENTRY, WEB_VITALS),
    );
    expect(collector.gzipBytes).toBeLessThanOrEqual(2 * 1024);
  });

  it('loads web-vitals in a chunk of at most 3 KB gzip', async () => {
    const vitals = await bundle("export { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';", /^$/);
    expect(vitals.gzipBytes).toBeLessThanOrEqual(3 * 1024);
  });
});
