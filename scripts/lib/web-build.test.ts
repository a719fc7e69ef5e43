import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stampWebBuild, webBuildReason } from './web-build.mjs';

function checkout() {
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  const write = (path: string, text = 'x', at?: Date) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    if (at) utimesSync(join(root, path), at, at);
  };
  return { root, write };
}

const past = new Date(Date.now() - 60_000);

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
