import { describe, expect, it } from 'vitest';
import { HYDRATED_MARK, scriptKbBeforeInteractive } from './lhr.mjs';

const request = (url: string, resourceType: string, networkRequestTime: number, transferSize: number) => ({
  url,
  resourceType,
  networkRequestTime,
  transferSize,
});

function lhr(marks: { name: string; startTime: number }[]) {
  return {
    audits: {
      'network-requests': {
        details: {
          items: [
            request('http://x/', 'Document', 0, 20_000),
            request('http://x/assets/index.js', 'Script', 900, 60 * 1024),
            request('http://x/assets/page.js', 'Script', 950, 20 * 1024),
            request('http://x/assets/index.css', 'Stylesheet', 50, 15 * 1024),
            request('http://x/assets/firestore.js', 'Script', 2100, 40 * 1024),
          ],
        },
      },
      'user-timings': { details: { items: marks } },
    },
  };
}

describe('scriptKbBeforeInteractive', () => {
  it('counts the scripts requested before the app marked itself hydrated', () => {
    expect(scriptKbBeforeInteractive(lhr([{ name: HYDRATED_MARK, startTime: 2000 }]))).toBe(80);
  });

  it('counts every script when the page never hydrated', () => {
    expect(scriptKbBeforeInteractive(lhr([{ name: 'other', startTime: 10 }]))).toBe(120);
  });

  it('is 0 for a page without scripts', () => {
    expect(scriptKbBeforeInteractive({ audits: {} })).toBe(0);
  });
});
