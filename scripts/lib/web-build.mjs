// `npm start` serves the published site from the production build (web/dist) through the Hosting
// emulator, and Publish renders with the SSR build bundled into the functions from it, so the
// launcher keeps that build current. It rebuilds only when needed: a build takes a minute or two.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the web build is made from, relative to the repository root. */
export const BUILD_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/.env',
  'web/.env.local',
  'web/package.json',
  'packages/model/src',
  'package-lock.json',
];

const MANIFEST = 'web/dist/.vite/manifest.json';
const STAMP = '.cache/start-web-build.json';

/** The newest modification time among the files under `paths` (0 when none exists). */
export function newestChange(root, paths = BUILD_INPUTS) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/**
 * Why the launcher must build, or null when web/dist is its own build and nothing it is made
 * from changed since. A build that someone else made (`npm test` builds with test EmailJS
 * settings, a deploy build with a real project's) is never taken for the launcher's, nor one for
 * another port offset: the pages call the emulators at the ports they were built with.
 */
export function webBuildReason(root, portOffset = 0) {
  const manifest = join(root, MANIFEST);
  if (!existsSync(manifest)) return 'web/dist is not built';
  const stampFile = join(root, STAMP);
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : null;
  if (!stamp || stamp.manifestMtimeMs !== statSync(manifest).mtimeMs) {
    return 'web/dist was built by another command';
  }
  if ((stamp.portOffset ?? 0) !== portOffset) return `it was built for port offset ${stamp.portOffset ?? 0}`;
  if (newestChange(root) > stamp.builtAtMs) return 'the sources changed since the last build';
  return null;
}

/** Records that the build in web/dist is the launcher's, made from the sources as of `builtAtMs`. */
export function stampWebBuild(root, builtAtMs, portOffset = 0) {
  const stampFile = join(root, STAMP);
  mkdirSync(dirname(stampFile), { recursive: true });
  const manifestMtimeMs = statSync(join(root, MANIFEST)).mtimeMs;
  writeFileSync(stampFile, `${JSON.stringify({ builtAtMs, manifestMtimeMs, portOffset })}\n`);
}
