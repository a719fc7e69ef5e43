// The README's commands are each the first command on a fresh clone, so they install before they
// load anything else. This module imports Node's built-ins only: ES imports are evaluated before
// any code runs, so a launcher that imported an installed package (even through a helper) would
// die with ERR_MODULE_NOT_FOUND before it could install it. tests in install.test.ts hold every
// launcher to that.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Why `npm ci` must run, or null when the installed tree is current: npm writes
 * node_modules/.package-lock.json at the end of every install, so a lock file newer than it
 * (a pull, a checkout, an edit) means the tree may not match.
 */
export function installReason(root = ROOT) {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return 'node_modules is missing';
  if (statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs) {
    return 'package-lock.json changed since the last install';
  }
  return null;
}

/** Installs when needed; true when it did (the test command times the install). */
export function ensureDependencies(root = ROOT) {
  const reason = installReason(root);
  if (!reason) return false;
  console.log(`Installing dependencies with npm ci (${reason})...`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  return true;
}
