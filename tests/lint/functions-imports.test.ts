// The functions deploy from functions/ alone: they reach the site renderer and the web build only
// through packages (@portfolio/site-render, the web package's exports), never by a relative path
// into scripts/ or web/, which would tie them to one checkout's layout.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const FUNCTIONS = join(ROOT, 'functions');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'lib'].includes(entry.name) ? [] : sources(path);
    return /\.(ts|mts|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** Module specifiers that leave functions/ for scripts/ or web/src, or climb out by path. */
export function strayImports(code: string): string[] {
  return [...code.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)]
    .map((m) => m[1]!)
    .filter(
      (specifier) =>
        /(^|\/)\.\.\/(\.\.\/)*(scripts|web)\b/.test(specifier) || specifier.startsWith('web/src'),
    );
}

describe('functions/', () => {
  it('imports nothing from scripts/ or web/src', () => {
    const found = sources(FUNCTIONS).flatMap((file) =>
      strayImports(readFileSync(file, 'utf8')).map((s) => `${relative(ROOT, file)}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch a relative import of the prerender scripts or the app source', () => {
    expect(
      strayImports(
        "import { renderSite } from '../../scripts/prerender/site.mjs';\nimport x from 'web/src/entry-server';\nimport ok from 'web/server';",
      ),
    ).toEqual(['../../scripts/prerender/site.mjs', 'web/src/entry-server']);
  });
});
