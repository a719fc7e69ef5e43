import { mkdtempSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installReason } from './install.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The package.json scripts a newcomer may run as the first command on a fresh clone. */
const LAUNCHERS = ['start', 'test', 'bench'];

/** Every module a file statically imports (dynamic `import()` runs after the install). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const pattern = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((m) => m[1]!);
}

/** The packages a launcher loads before it can install anything, following relative imports. */
function packagesLoadedBeforeInstall(entry: string): string[] {
  const seen = new Set<string>();
  const packages: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (!specifier.startsWith('node:'))
        packages.push(`${specifier} (in ${file.slice(ROOT.length + 1)})`);
    }
  };
  visit(entry);
  return packages;
}

describe('the launchers', () => {
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;

  it.each(LAUNCHERS)('`npm %s` loads nothing that npm ci installs before it installs', (name) => {
    const match = /^node (\S+\.mjs)/.exec(scripts[name] ?? '');
    expect(match, `npm ${name} must start a plain Node launcher`).not.toBeNull();
    expect(packagesLoadedBeforeInstall(join(ROOT, match![1]!))).toEqual([]);
  });

  it('would catch a launcher that imports a package through a helper', () => {
    const dir = mkdtempSync(join(tmpdir(), 'launcher-'));
    writeFileSync(join(dir, 'launcher.mjs'), "import { x } from './helper.mjs';\n");
    writeFileSync(
      join(dir, 'helper.mjs'),
      "import { y } from '@portfolio/model/emulators';\nexport const x = y;\n",
    );
    expect(packagesLoadedBeforeInstall(join(dir, 'launcher.mjs'))).toHaveLength(1);
  });
});

describe('installReason', () => {
  function checkout() {
    const root = mkdtempSync(join(tmpdir(), 'install-'));
    writeFileSync(join(root, 'package-lock.json'), '{}');
    return root;
  }
  function install(root: string, at: Date) {
    mkdirSync(join(root, 'node_modules'), { recursive: true });
    writeFileSync(join(root, 'node_modules', '.package-lock.json'), '{}');
    utimesSync(join(root, 'node_modules', '.package-lock.json'), at, at);
  }

  it('installs on a fresh clone', () => {
    expect(installReason(checkout())).toBe('node_modules is missing');
  });

  it('installs again when the lock file changed after the last install', () => {
    const root = checkout();
    install(root, new Date(Date.now() - 60_000));
    expect(installReason(root)).toBe('package-lock.json changed since the last install');
  });

  it('does nothing when the installed tree is current', () => {
    const root = checkout();
    install(root, new Date(Date.now() + 60_000));
    expect(installReason(root)).toBeNull();
  });
});
