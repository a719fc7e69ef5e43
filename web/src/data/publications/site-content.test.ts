// @vitest-environment node
// @isolated: it mocks modules (vi.mock)
import { describe, expect, it, vi } from 'vitest';
import { publicQueries } from '@/data/public-content/queries';
import type { CacheEntries } from '@/data/public-content/store';
import { makePublication } from '@/test-utils/publication-fixtures';
import { loadPublications } from './site-content';

// The engine as it fails on input it cannot handle, for one paper only.
vi.mock('@portfolio/bibliography/cite', () => ({
  citations: (paper: { title: string }) => {
    if (paper.title === 'Odd') throw new Error('Invalid date');
    return { bibtex: 'b', apa: 'a', ieee: 'i', chicago: 'c', ris: 'r' };
  },
}));

describe('loadPublications', () => {
  it('gives a paper the engine cannot cite its page without citations, and names why', () => {
    const entries: CacheEntries = {};
    const [odd, fine] = loadPublications(entries, [
      makePublication({ id: 'odd', title: 'Odd' }),
      makePublication({ id: 'fine', slug: 'fine-paper', title: 'Fine' }),
    ]);
    expect(odd).toEqual({
      address: 'odd',
      earlierAddresses: ['odd'],
      createdAt: expect.any(Date),
      failure: 'Invalid date',
    });
    expect(entries[publicQueries.publication('odd').key]?.data).toMatchObject({ title: 'Odd' });
    expect(entries[publicQueries.citations('odd').key]).toBeUndefined();
    expect(fine).toMatchObject({ address: 'fine-paper', citations: { apa: 'a' } });
    expect(entries[publicQueries.citations('fine-paper').key]?.data).toEqual(fine!.citations);
  });
});
