import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { searchIndexMiddleware } from './published-search-index';

function served(dist: string, url: string) {
  return new Promise<{ status: number; type?: string; body?: string } | 'next'>((resolve) => {
    const response = {
      writeHead: (status: number, headers: Record<string, string>) => {
        response.status = status;
        response.type = headers['Content-Type'];
      },
      end: (body: Buffer) => resolve({ status: response.status, type: response.type, body: body.toString() }),
      status: 0,
      type: undefined as string | undefined,
    };
    searchIndexMiddleware(dist)(
      { url } as IncomingMessage,
      response as unknown as ServerResponse,
      vi.fn(() => resolve('next')),
    );
  });
}

describe('searchIndexMiddleware', () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'pagefind', 'fragment'), { recursive: true });
  writeFileSync(join(dist, 'pagefind', 'pagefind.js'), 'export const search = 1;');
  writeFileSync(join(dist, 'pagefind', 'fragment', 'en_1.pf_fragment'), 'fragment');
  writeFileSync(join(dist, 'secret.txt'), 'not the index');

  it('answers the published index, as a module where it is one, whatever query Vite adds', async () => {
    expect(await served(dist, '/pagefind/pagefind.js?import')).toEqual({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      body: 'export const search = 1;',
    });
    expect(await served(dist, '/pagefind/fragment/en_1.pf_fragment')).toMatchObject({
      status: 200,
      type: 'application/octet-stream',
    });
  });

  it('leaves every other path, a missing file and a way out of the folder to the dev server', async () => {
    expect(await served(dist, '/src/main.tsx')).toBe('next');
    expect(await served(dist, '/pagefind/pagefind-entry.json')).toBe('next');
    expect(await served(dist, '/pagefind/../secret.txt')).toBe('next');
    expect(await served(dist, '/pagefind/%2e%2e/secret.txt')).toBe('next');
  });
});
