// The web tests run in two projects: `web-shared`, whose files share a worker's jsdom and module
// cache, and `web`, a fresh worker for each file that asks with `// @isolated: <why>`
// (web/vite/test-isolation.ts has the rule and its reasons). A file that mocks modules would leave
// its mocks to the shared files after it, and a file outside jsdom would end a shared jsdom
// worker: both must ask, and this fails for one that does not.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedByLine, isolationReason, webTestFiles } from '../../web/vite/test-isolation.ts';

const WEB = resolve(import.meta.dirname, '..', '..', 'web');

describe('which web test files run isolated', () => {
  it('tells module mocking and other environments from everything else', () => {
    expect(isolationReason("vi.mock('@/data/storage', () => ({}));")).toBe('mocks modules');
    expect(isolationReason("vi.doMock('./a', () => ({}));\nvi.resetModules();")).toBe('mocks modules');
    expect(isolationReason('// @vitest-environment node\nit("renders")')).toBe('runs outside jsdom');
    expect(isolationReason("vi.spyOn(console, 'error');\nvi.useFakeTimers();")).toBeNull();
    expect(isolationReason("vi.stubGlobal('fetch', fetchMock);")).toBeNull();
    expect(isolatedByLine('// @isolated: it mocks modules (vi.mock)\nimport x from "y";')).toBe(true);
    expect(isolatedByLine('// @isolated:\nimport x from "y";')).toBe(false);
    expect(isolatedByLine('const note = "// @isolated: no";')).toBe(false);
  });

  it('every file that mocks modules or leaves jsdom says `// @isolated: <why>`', () => {
    const files = webTestFiles(WEB);
    expect(files.length).toBeGreaterThan(100);
    const shouldAsk = files.flatMap((file) => {
      const source = readFileSync(join(WEB, file), 'utf8');
      const reason = isolationReason(source);
      return reason && !isolatedByLine(source) ? [`web/${file} (${reason})`] : [];
    });
    expect(
      shouldAsk,
      'add a line `// @isolated: <why>` to these files, or stop mocking modules in them',
    ).toEqual([]);
  });
});
