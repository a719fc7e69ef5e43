import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Visitors get firestore/lite only (small and fast to start); the admin area (full SDK, auth, storage, forms,
// drag and drop, dropzone) stays out of every module a public page can reach.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const entries = [
  'app/layouts/public-layout.tsx',
  ...['home', 'about', 'experience', 'skills', 'services', 'not-found'].map(
    (f) => `features/${f}/${f}-page.tsx`,
  ),
  'features/projects/projects-page.tsx',
  'features/projects/project-detail-page.tsx',
  'features/publications/publications-page.tsx',
  'features/publications/publication-page.tsx',
  'features/notes/notes-page.tsx',
  'features/notes/note-page.tsx',
  'features/notes/note-tag-page.tsx',
];
const FORBIDDEN = [
  /^@mantine\/(form|dropzone)/,
  /^@hello-pangea\/dnd/,
  /^reactfire/,
  /^firebase\/(auth|storage|functions)/,
  /^firebase\/firestore$/,
  /data\/firebase\/full$/,
  /\/admin$/,
  // The share image is drawn by the prerender script only.
  /^satori/,
  /^sharp/,
  // The BibTeX parser and the citation engine run in the admin area and at render time only.
  /^@citation-js\//,
  /^@portfolio\/bibliography\/(cite|parse|classify|split)$/,
];

/**
 * Modules a production build leaves out: each is imported only under `import.meta.env.DEV`, for
 * `npm run dev`, which has no prerendered files to read (Vite drops the import from the build).
 */
const DEVELOPMENT_ONLY = /[\\/]render-in-development\.ts$/;

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? resolve(src, spec.slice(2)) : resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

function reachableImports(from: readonly string[] = entries): Map<string, string> {
  const seen = new Set<string>();
  const found = new Map<string, string>();
  const queue = from.map((e) => resolve(src, e));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const spec = match[1]!;
      found.set(spec, file.slice(src.length + 1));
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        const local = resolveLocal(file, spec);
        if (local && /\.tsx?$/.test(local) && !DEVELOPMENT_ONLY.test(local)) queue.push(local);
      }
    }
  }
  return found;
}

describe('the public bundle', () => {
  it('reaches no admin library, no full Firebase SDK and no admin data module', () => {
    const imports = reachableImports();
    const offending = [...imports].filter(([spec]) => FORBIDDEN.some((re) => re.test(spec)));
    expect(offending).toEqual([]);
    // The walk really followed the pages into the data layer.
    expect([...imports.keys()]).toContain('firebase/firestore/lite');
  });

  it('skips only development modules, which each importer loads under import.meta.env.DEV alone', () => {
    const importers = (readdirSync(src, { recursive: true }) as string[]).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.test\./.test(file) &&
        readFileSync(resolve(src, file), 'utf8').includes("import('./render-in-development')"),
    );
    expect(importers.length).toBeGreaterThanOrEqual(4);
    for (const file of importers) {
      const text = readFileSync(resolve(src, file), 'utf8');
      const at = [...text.matchAll(/import\('\.\/render-in-development'\)/g)].map((m) => m.index);
      expect(at.length, file).toBeGreaterThan(0);
      // The guard opens the statement that imports it, a line or two before.
      for (const index of at)
        expect(text.slice(Math.max(0, index - 120), index), file).toContain('if (import.meta.env.DEV)');
    }
    const reached = reachableImports();
    expect(reached.has('./render-in-development')).toBe(true);
  });

  it('takes only types from schema-dts, so the JSON-LD is checked by the compiler and costs nothing', () => {
    const imports = reachableImports();
    const importers = [
      ...new Set([...imports].filter(([spec]) => spec === 'schema-dts').map(([, file]) => file)),
    ];
    expect(importers.length).toBeGreaterThan(0);
    for (const file of importers) {
      const text = readFileSync(resolve(src, file), 'utf8');
      expect(text, file).not.toMatch(/import\s+(?!type\b)[^;]*from\s*'schema-dts'/);
    }
  });

  it('the contact page reaches its function over fetch: no full Firestore, no Firebase SDK but app and App Check', () => {
    const imports = reachableImports(['features/contact/contact-page.tsx']);
    const sdk = [...imports.keys()].filter((spec) => spec.startsWith('firebase/'));
    expect(
      sdk.filter((spec) => !['firebase/app', 'firebase/app-check', 'firebase/firestore/lite'].includes(spec)),
    ).toEqual([]);
    expect([...imports.keys()]).toContain('@/data/contact-messages/create');
  });
});
