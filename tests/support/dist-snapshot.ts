// A publish in the emulators writes the site into web/dist, which the Hosting emulator serves to
// every later spec. A spec that publishes takes a snapshot of what the prerender wrote and puts
// it back afterwards: files the publish changed get their old bytes, files it added go.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const DIST = resolve(import.meta.dirname, '../../web/dist');

/** The build's own files, which a publish never writes: left out of the snapshot. */
const BUILD_ONLY = new Set(['assets', 'demo', 'icons']);

function files(dir: string, top = true): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (top && BUILD_ONLY.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, false) : [path];
  });
}

/** What web/dist holds now (but the build's own files); call the result to put it back. */
export function snapshotDist(): () => void {
  const saved = new Map(files(DIST).map((path) => [relative(DIST, path), readFileSync(path)]));
  return () => {
    for (const path of files(DIST)) {
      if (!saved.has(relative(DIST, path))) rmSync(path);
    }
    for (const [path, bytes] of saved) {
      const file = join(DIST, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }
  };
}
