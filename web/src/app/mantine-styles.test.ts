import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '..');
const STYLES = resolve(SRC, '../../node_modules/@mantine/core/styles');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

/** Mantine components imported by code a visitor's pages can reach (everything but admin). */
function publicComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(SRC)) {
    if (file.includes(join('features', 'admin')) || file.includes('test-utils')) continue;
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

describe('Mantine styles of the public pages', () => {
  const listed = readFileSync(join(SRC, 'app', 'mantine-public-styles.ts'), 'utf8');

  it('include the stylesheet of every Mantine component the public code uses', () => {
    const missing = [...publicComponents()].filter(
      (name) => existsSync(join(STYLES, `${name}.css`)) && !listed.includes(`styles/${name}.css'`),
    );
    expect(missing).toEqual([]);
  });

  it('come before the app imports any component CSS, as Mantine requires', () => {
    const main = readFileSync(join(SRC, 'main.tsx'), 'utf8');
    expect(main.indexOf("'./app/mantine-public-styles'")).toBeGreaterThan(-1);
    // The app's components (and their CSS) arrive through the start-up module.
    expect(main.indexOf("from './app/boot/start'")).toBeGreaterThan(-1);
    expect(main.indexOf("'./app/mantine-public-styles'")).toBeLessThan(
      main.indexOf("from './app/boot/start'"),
    );
  });
});
