// `firebase deploy` uploads functions/ alone and Cloud Build runs npm install there (devDependencies
// included), so a workspace package named in functions/package.json would be fetched from the
// public registry: a failed deploy at best, someone else's package at worst. The shared model is
// bundled into lib/ instead.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const dir = new URL('..', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as Record<
  string,
  Record<string, string>
>;

describe('the deployed functions package', () => {
  it('names only registry packages, never a workspace package or a local path', () => {
    const deps = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies });
    expect(deps.map(([name]) => name)).toContain('firebase-functions');
    for (const [name, spec] of deps) {
      expect(name).not.toMatch(/^@portfolio\//);
      expect(spec).not.toMatch(/^(file|link|workspace):/);
    }
  });

  it('bundles the shared model instead of requiring it at run time', async () => {
    const result = await build({
      entryPoints: [new URL('src/index.ts', dir).pathname],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      external: ['firebase-admin', 'firebase-functions', 'sharp'],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/require\(["']@portfolio\//);
    expect(code).toContain('project_files');
  });

  // The deployed runtime is firebase.json's `runtime` (the emulator and the tests run on the
  // machine's Node, 20 here): Node 20 was deprecated by Cloud Functions on 2026-04-30 and
  // decommissioned on 2026-10-30, so a deploy on it would be refused.
  it('deploys on a Node runtime that Cloud Functions has not deprecated', () => {
    const config = JSON.parse(readFileSync(new URL('../firebase.json', dir), 'utf8')) as {
      functions: Array<{ source: string; runtime?: string }>;
    };
    const runtime = config.functions.find((f) => f.source === 'functions')?.runtime;
    expect(runtime).toMatch(/^nodejs\d+$/);
    // firebase-tools' own table of runtimes and their dates, the one its deploy checks against.
    const { RUNTIMES } = createRequire(import.meta.url)(
      'firebase-tools/lib/deploy/functions/runtimes/supported/types.js',
    ) as { RUNTIMES: Record<string, { status: string; deprecationDate: string }> };
    const entry = RUNTIMES[runtime!];
    expect(entry?.status).toBe('GA');
    expect(Date.parse(entry!.deprecationDate)).toBeGreaterThan(Date.now());
  });
});
