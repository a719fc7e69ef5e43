// `npm start` serves the published site from the production build (web/dist) through the Hosting
// emulator, and Publish renders with the SSR build bundled into the functions from it, so the
// launcher keeps that build current. It rebuilds only when needed: a build takes a minute or two.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The web package's own build inputs, relative to the repository root. */
const WEB_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/.env',
  'web/.env.local',
  'web/package.json',
  'package-lock.json',
];

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

/**
 * What the web build is made from, relative to the repository root: the web package's own files
 * and the folder of every workspace it depends on, directly or through another workspace (the
 * site renderer brings the model). Read from the manifests rather than listed by hand, so a
 * workspace the app starts to use is watched without anyone remembering this file.
 */
export function buildInputs(root) {
  const folders = new Map();
  for (const folder of readJson(join(root, 'package.json')).workspaces ?? []) {
    const { name } = readJson(join(root, folder, 'package.json'));
    if (name) folders.set(name, folder);
  }
  const inputs = [...WEB_INPUTS];
  const seen = new Set(['web']);
  const visit = (folder) => {
    const manifest = readJson(join(root, folder, 'package.json'));
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const dependency = folders.get(name);
      if (!dependency || seen.has(dependency)) continue;
      seen.add(dependency);
      inputs.push(dependency);
      visit(dependency);
    }
  };
  visit('web');
  return inputs;
}

const MANIFEST = 'web/dist/.vite/manifest.json';
const STAMP = '.cache/start-web-build.json';

/**
 * The newest modification time among the files under `paths` (0 when none exists). A workspace's
 * own node_modules is what npm installed there, not a source: the lock file stands for it.
 */
export function newestChange(root, paths = buildInputs(root)) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
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
