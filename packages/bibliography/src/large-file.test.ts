import { describe, expect, it } from 'vitest';
import { parseBibInSteps } from './parse';

/** A 2,000-entry, 1 MB file of entries like real exports, every 100th one broken. */
function bigBib(count: number): string {
  const entries = ['@string{conf = {Proceedings of the International Conference on Data Mining}}'];
  for (let i = 0; i < count; i++) {
    const open = i % 100 === 99 ? '' : '}';
    entries.push(
      `@inproceedings{paper${i},
  title     = {Paper {${i}}: Learning Representations for M{\\"o}dels at Scale, Part ${i}},
  author    = {Morgan, Alex and Lovelace, Ada and Garc{\\'\\i}a, Jos{\\'e} and Hopper, Grace and others},
  booktitle = conf,
  year      = {${2000 + (i % 25)}},
  month     = ${['jan', 'apr', 'aug', 'dec'][i % 4]},
  doi       = {10.1000/paper.${i}},
  abstract  = {${'We study how representations scale with data and compute, and what breaks first. '.repeat(4)}},
  keywords  = {representation learning, scaling, benchmark},
${open}
`,
    );
  }
  return entries.join('\n');
}

describe('a 2,000-entry, 1 MB file', () => {
  it('parses entry by entry with progress, the broken ones reported and the rest kept', async () => {
    const text = bigBib(2000);
    expect(text.length).toBeGreaterThan(1_000_000);
    const progress: number[] = [];
    const started = performance.now();
    const entries = await parseBibInSteps(text, (done, total) => {
      expect(total).toBe(2000);
      progress.push(done);
    });
    const seconds = (performance.now() - started) / 1000;
    console.info(`parsed 2,000 entries (${(text.length / 1e6).toFixed(2)} MB) in ${seconds.toFixed(1)} s`);
    // Measured at about 1 s here; the bound only catches a parse that stalls.
    expect(seconds).toBeLessThan(30);
    expect(entries).toHaveLength(2000);
    expect(entries.filter((e) => !e.ok)).toHaveLength(20);
    expect(progress.slice(0, 3)).toEqual([50, 100, 150]);
    expect(progress[progress.length - 1]).toBe(2000);
    const last = entries[1998];
    expect(last).toMatchObject({
      ok: true,
      input: { title: 'Paper 1998: Learning Representations for Mödels at Scale, Part 1998' },
    });
  }, 120_000);
});
