import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInputs, stampWebBuild, webBuildReason } from './web-build.mjs';

const past = new Date(Date.now() - 60_000);

/**
 * A checkout shaped like this one: web depends on the markdown and site-render workspaces, the
 * site renderer on the model; the functions workspace is no input of the web build.
 */
function checkout() {
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  const write = (path: string, text = 'x', at?: Date) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    if (at) utimesSync(join(root, path), at, at);
  };
  const manifest = (folder: string, name: string, dependencies: string[] = []) =>
    write(
      `${folder}/package.json`,
      JSON.stringify({ name, dependencies: Object.fromEntries(dependencies.map((d) => [d, '1.0.0'])) }),
      past,
    );
  write(
    'package.json',
    JSON.stringify({
      workspaces: ['packages/model', 'packages/markdown', 'packages/site-render', 'web', 'functions'],
    }),
    past,
  );
  manifest('packages/model', '@portfolio/model');
  manifest('packages/markdown', '@portfolio/markdown');
  manifest('packages/site-render', '@portfolio/site-render', ['@portfolio/model', 'react']);
  manifest('web', 'web', ['@portfolio/markdown', '@portfolio/site-render', 'react']);
  manifest('functions', 'functions', ['@portfolio/site-render']);
  return { root, write };
}

/** A checkout with the launcher's own build, stamped after every file in it was written. */
function built() {
  const { root, write } = checkout();
  write('web/src/main.tsx', 'x', past);
  write('web/dist/.vite/manifest.json');
  stampWebBuild(root, Date.now() - 1000);
  expect(webBuildReason(root)).toBeNull();
  return { root, write };
}

describe('webBuildReason', () => {
  it('builds when there is no build', () => {
    const { root, write } = checkout();
    write('web/src/main.tsx');
    expect(webBuildReason(root)).toBe('web/dist is not built');
  });

  it('takes no build it did not make itself (a test or deploy build has other settings)', () => {
    const { root, write } = checkout();
    write('web/src/main.tsx', 'x', past);
    write('web/dist/.vite/manifest.json');
    expect(webBuildReason(root)).toBe('web/dist was built by another command');
  });

  it('keeps its own build while nothing it is made from changed, and rebuilds after an edit', () => {
    const { root, write } = checkout();
    write('web/src/main.tsx', 'x', past);
    write('web/dist/.vite/manifest.json');
    stampWebBuild(root, Date.now() - 1000);
    expect(webBuildReason(root)).toBeNull();
    write('packages/model/src/limits.ts');
    expect(webBuildReason(root)).toBe('the sources changed since the last build');
  });

  it('rebuilds after a change in a workspace the web app uses, directly or through another', () => {
    for (const changed of [
      'packages/site-render/src/site.ts',
      'packages/markdown/src/render-markdown.ts',
      'packages/model/src/limits.ts',
    ]) {
      const { root, write } = built();
      write(changed);
      expect(webBuildReason(root), changed).toBe('the sources changed since the last build');
    }
  });

  it('ignores the workspaces the web app does not use and what npm installed in a workspace', () => {
    const { root, write } = built();
    write('functions/src/index.ts');
    write('packages/site-render/node_modules/react/index.js');
    expect(webBuildReason(root)).toBeNull();
  });

  it('rebuilds for another port offset: the pages call the emulators at the ports they were built with', () => {
    const { root, write } = checkout();
    write('web/src/main.tsx', 'x', past);
    write('web/dist/.vite/manifest.json');
    stampWebBuild(root, Date.now() - 1000, 0);
    expect(webBuildReason(root, 0)).toBeNull();
    expect(webBuildReason(root, 300)).toBe('it was built for port offset 0');
  });

  it('notices a build made over its own', () => {
    const { root, write } = checkout();
    write('web/dist/.vite/manifest.json', 'x', past);
    stampWebBuild(root, Date.now() - 1000);
    write('web/dist/.vite/manifest.json', 'y');
    expect(webBuildReason(root)).toBe('web/dist was built by another command');
  });
});

describe('buildInputs', () => {
  it("reads the web app's workspaces from the manifests, each once", () => {
    const { root } = checkout();
    const inputs = buildInputs(root);
    expect(inputs.filter((input) => input.startsWith('packages/'))).toEqual([
      'packages/markdown',
      'packages/site-render',
      'packages/model',
    ]);
    expect(inputs).not.toContain('functions');
  });

  it("names every workspace this checkout's web app depends on", () => {
    const root = join(import.meta.dirname, '..', '..');
    expect(buildInputs(root)).toEqual(
      expect.arrayContaining(['web/src', 'packages/model', 'packages/markdown', 'packages/site-render']),
    );
  });
});
