// The README and docs/ name files and folders to send a reader to; a renamed file must not leave
// a path that leads nowhere. Checks every relative link and every path in backticks that starts
// at a tracked top-level folder (or names a root file) against the working tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TRACKED_ROOTS = ['web/', 'functions/', 'scripts/', 'packages/', 'tests/', 'docs/', '.ci/'];
const ROOT_FILES = [
  'firebase.json',
  'firestore.rules',
  'storage.rules',
  'firestore.indexes.json',
  'cors.json',
  '.env.example',
  'package.json',
];
/** Made by a build, an install or a run, or kept out of git: named in the docs, never committed. */
const GENERATED = ['web/dist', 'web/dist-server', 'functions/lib', 'web/.env.local', 'functions/.env'];

const documents = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  // The tools' own READMEs.
  ...readdirSync(join(ROOT, 'scripts'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('README.md'))
    .map((f) => `scripts/${f}`),
];

/** Paths a document sends the reader to, each with the file it is relative to. */
export function namedPaths(markdown: string): { links: string[]; code: string[] } {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => target.split('#')[0]!);
  const code = [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/[.,:;)]+$/, ''))
    .filter((span) => TRACKED_ROOTS.some((root) => span.startsWith(root)) || ROOT_FILES.includes(span))
    .filter((span) => !/[<>*{}]/.test(span))
    .filter((span) => !GENERATED.some((generated) => span === generated || span.startsWith(`${generated}/`)));
  return { links, code };
}

describe('paths named in the README and docs/', () => {
  it.each(documents)('%s names only paths that exist', (document) => {
    const { links, code } = namedPaths(readFileSync(join(ROOT, document), 'utf8'));
    const missing = [
      ...links.filter((link) => !existsSync(resolve(ROOT, dirname(document), link))),
      ...code.filter((path) => !existsSync(join(ROOT, path))),
    ];
    expect(missing).toEqual([]);
  });

  it('finds a broken link and a stale path in backticks', () => {
    const { links, code } = namedPaths('See [x](nowhere.md) and `web/src/gone.ts`, not `web/dist/x`.');
    expect(links).toEqual(['nowhere.md']);
    expect(code).toEqual(['web/src/gone.ts']);
  });

  it('keeps the README short enough to read in five minutes', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(200);
  });
});
