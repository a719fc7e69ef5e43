// The functions deploy from functions/ alone: they reach the site renderer and the web build only
// through packages (@portfolio/site-render, the web package's exports), never by a relative path
// into scripts/ or web/, which would tie them to one checkout's layout. The other way round, the
// scripts and tests reach the functions' code through the functions package's exports, so what
// they may use is declared in one place and a move inside functions/src shows there.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const FUNCTIONS = join(ROOT, 'functions');

/** The source files under `dir`, leaving out the folders named in `skip` (installed or built). */
function sources(dir: string, skip = ['node_modules', 'lib']): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : sources(path, skip);
    return /\.(ts|mts|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier of a static import, an export from, a dynamic import or a require. */
function specifiers(code: string): string[] {
  return [...code.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

/** Module specifiers that leave functions/ for scripts/ or web/src, or climb out by path. */
export function strayImports(code: string): string[] {
  return specifiers(code).filter(
    (specifier) => /(^|\/)\.\.\/(\.\.\/)*(scripts|web)\b/.test(specifier) || specifier.startsWith('web/src'),
  );
}

/** Specifiers in `code` that name functions/src by a relative path. */
export function functionsImports(code: string): string[] {
  return specifiers(code).filter((specifier) => /^(\.\.?\/)+functions\/src\b/.test(specifier));
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

describe('scripts/ and tests/', () => {
  it("import the functions' code through the functions package, never by a path into functions/src", () => {
    // This file is left out: its own examples below are such imports, in strings.
    const found = ['scripts', 'tests'].flatMap((dir) =>
      sources(join(ROOT, dir), ['node_modules'])
        .filter((file) => file !== import.meta.filename)
        .flatMap((file) =>
          functionsImports(readFileSync(file, 'utf8')).map((s) => `${relative(ROOT, file)}: ${s}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('would catch a relative import of functions/src', () => {
    expect(
      functionsImports(
        "import { a } from '../functions/src/config.ts';\nimport b from '../../functions/src/x';\nimport { c } from 'functions/config';",
      ),
    ).toEqual(['../functions/src/config.ts', '../../functions/src/x']);
  });
});
