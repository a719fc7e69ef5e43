// `npm start` and `npm test` are each the first command on a fresh clone: install when needed.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';
import { runOrExit } from './run.mjs';

export function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  const stale = !existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies (npm ci)...');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
