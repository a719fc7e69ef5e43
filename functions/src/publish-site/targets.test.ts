import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteRenderer } from './renderer';
import { PUBLISHED_HASH_FILE } from '@portfolio/model/site-publish';
import { servedFolderTarget } from './targets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function servedFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'served-'));
  dirs.push(dir);
  return dir;
}

// Only writeSite is used by this target; the rest of the renderer stays out of the test.
const renderer = {
  writeSite: (dir: string, files: { path: string; body: string }[]) => {
    for (const file of files) writeFileSync(join(dir, file.path), file.body);
    return [];
  },
} as unknown as SiteRenderer;

describe("the emulator's served folder as a publish target", () => {
  it('holds a publish once its files are written, and not after a build empties the folder', async () => {
    const dir = servedFolder();
    const target = servedFolderTarget(renderer, dir);
    expect(await target.holds('h1')).toBe(false);

    await target.put([{ path: '/about.html', body: 'About' }], 'h1');
    expect(await target.holds('h1')).toBe(true);
    expect(await target.holds('h2')).toBe(false);
    expect(readdirSync(dir).sort()).toEqual([PUBLISHED_HASH_FILE, 'about.html']);

    // What `vite build` does to web/dist before npm start publishes.
    for (const name of readdirSync(dir)) rmSync(join(dir, name));
    expect(await target.holds('h1')).toBe(false);
  });
});
