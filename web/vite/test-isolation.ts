import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The web tests run in two Vitest projects. `web-shared` gives each worker one jsdom and one
// module cache for all the files it runs (isolate: false), so React, Mantine and the app's modules
// are imported once a worker instead of once a file. `web` gives each file a fresh worker. A file
// runs in `web` when it says so with a line `// @isolated: <why>`, and it must say so
// (tests/lint/web-test-isolation.test.ts) when it mocks modules, since a module mocked with
// vi.mock would stay mocked in a shared cache for the files after it (and modules imported
// before the mock was made would not see it), or when it runs outside jsdom, since the pool ends
// a shared jsdom worker whenever a file of another environment comes next. Timers, stubbed
// globals, spies, storage and the document are put back between shared files
// (src/test-utils/shared-worker-reset.ts); module state of the app's own is not: a file that
// needs it fresh asks for isolation too.

/** `// @isolated: <why>` on a line of its own. */
const ISOLATED_LINE = /^\/\/ @isolated: \S/m;

/** Vitest's calls that replace or reload modules for the file that makes them. */
const MODULE_MOCKING = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;

/** A docblock such as `// @vitest-environment node` that takes a file out of jsdom. */
const OTHER_ENVIRONMENT = /@vitest-environment\s+(?!jsdom\b)\S+/;

export const isolatedByLine = (source: string): boolean => ISOLATED_LINE.test(source);

/** Why a test file must run isolated, or null when it may share a worker. */
export function isolationReason(source: string): string | null {
  if (MODULE_MOCKING.test(source)) return 'mocks modules';
  if (OTHER_ENVIRONMENT.test(source)) return 'runs outside jsdom';
  return null;
}

const TEST_FILE = /\.test\.tsx?$/;

/** The web project's test files under `web/src`, as paths from `web/` (`src/a/b.test.tsx`). */
export function webTestFiles(webRoot: string): string[] {
  return readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((path) => TEST_FILE.test(path) && !path.split(/[\\/]/).includes('node_modules'))
    .map((path) => `src/${path.split('\\').join('/')}`)
    .sort();
}

/** The test files that run isolated, as paths from `web/`. */
export function isolatedTestFiles(webRoot: string): string[] {
  return webTestFiles(webRoot).filter((file) => isolatedByLine(readFileSync(join(webRoot, file), 'utf8')));
}
