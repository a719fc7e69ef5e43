import { describe, expect, it } from 'vitest';
import {
  categoryScore,
  firstMeasured,
  HYDRATED_MARK,
  imageKb,
  kbMatching,
  longestTaskMs,
  longTasks,
  runFailure,
  scriptKbBeforeInteractive,
  timespanFigures,
} from './lhr.mjs';

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

describe('image bytes', () => {
  const page = {
    audits: {
      'network-requests': {
        details: {
          items: [
            request('http://x/assets/index.js', 'Script', 900, 60 * 1024),
            request('http://s/o/projects%2Fdemo-city-at-dusk.jpg?alt=media', 'Image', 1000, 0),
            request(
              'http://s/o/renditions%2Fprojects%2Fdemo-city-at-dusk.jpg%2F640w.avif?alt=media',
              'Image',
              1000,
              30 * 1024,
            ),
            request('http://x/demo/profile.webp', 'Image', 1100, 10 * 1024),
            request('data:image/png;base64,AAAA', 'Image', 1100, 1024),
          ],
        },
      },
    },
  };

  it('adds up the images a page loaded, beside its scripts', () => {
    expect(imageKb(page)).toBe(40);
  });

  it("counts one image's original and renditions together", () => {
    expect(kbMatching(page, 'demo-city-at-dusk.jpg')).toBe(30);
  });
});

describe('a run that measured nothing', () => {
  const failed = { runtimeError: { code: 'NO_FCP' }, categories: { performance: { score: null } } };
  const measured = { categories: { performance: { score: 0.995 } } };

  it('has no score rather than a score of 0', () => {
    expect(categoryScore(failed, 'performance')).toBeNull();
    expect(categoryScore(measured, 'performance')).toBe(100);
  });

  it('is run again, and the failure is reported', async () => {
    const reports = [failed, measured];
    const { lhr, failures } = await firstMeasured(async () => reports.shift()!, 3);
    expect(lhr).toBe(measured);
    expect(failures).toEqual(['NO_FCP']);
  });

  it('gives up after the last attempt', async () => {
    let calls = 0;
    const { lhr, failures } = await firstMeasured(async () => (calls++, failed), 3);
    expect(calls).toBe(3);
    expect(runFailure(lhr)).toBe('NO_FCP');
    expect(failures).toEqual(['NO_FCP', 'NO_FCP', 'NO_FCP']);
  });
});

describe('longTasks', () => {
  it('names each long task by its file, start and duration, and is empty when there are none', () => {
    const run = {
      audits: {
        'long-tasks': {
          details: {
            items: [
              { url: 'http://x/assets/client-abc.js', startTime: 2253.4, duration: 58.2 },
              { url: 'Unattributable', startTime: 753, duration: 86 },
            ],
          },
        },
      },
    };
    expect(longTasks(run)).toBe('client-abc.js@2253+58 Unattributable@753+86');
    expect(longTasks({ audits: {} })).toBe('');
  });
});

describe('longestTaskMs', () => {
  it('is the longest task of the run, and 0 when no task took over 50 ms', () => {
    const run = {
      audits: {
        'long-tasks': {
          details: {
            items: [
              { url: 'Unattributable', startTime: 753, duration: 86 },
              { url: 'http://x/assets/index.js', startTime: 1036, duration: 121.5 },
              { url: 'http://x/', startTime: 1200, duration: 60 },
            ],
          },
        },
      },
    };
    expect(longestTaskMs(run)).toBe(121.5);
    expect(longestTaskMs({ audits: { 'long-tasks': { details: { items: [] } } } })).toBe(0);
  });
});

describe('timespanFigures', () => {
  it('reads blocking time, shift, the longest task and the slowest interaction', () => {
    const span = {
      audits: {
        'total-blocking-time': { numericValue: 37 },
        'cumulative-layout-shift': { numericValue: 0.002 },
        'interaction-to-next-paint': { numericValue: 144 },
        'long-tasks': { details: { items: [{ url: 'x', startTime: 10, duration: 87 }] } },
      },
    };
    expect(timespanFigures(span)).toEqual({ tbtMs: 37, cls: 0.002, inpMs: 144, longestTaskMs: 87 });
  });

  it('leaves the interaction time empty when Lighthouse timed no interaction', () => {
    expect(timespanFigures({ audits: {} })).toEqual({
      tbtMs: null,
      cls: null,
      inpMs: null,
      longestTaskMs: 0,
    });
  });
});
