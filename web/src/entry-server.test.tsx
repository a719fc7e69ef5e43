// @vitest-environment node
// The prerenderer's own environment: no DOM, and the SSR branches of the components compiled in.
import { describe, expect, it } from 'vitest';
import { publicQueries } from '@/data/public-content/queries';
import type { CacheEntries } from '@/data/public-content/store';
import { renderPage } from './entry-server';

function contentFor(name: string): CacheEntries {
  const profile = {
    name,
    title: `${name} the data scientist`,
    tagline: `Tagline of ${name}`,
    profile_image: '',
  };
  return {
    [publicQueries.hero.key]: { data: profile, savedAt: 1 },
    [publicQueries.personalAll.key]: { data: profile, savedAt: 1 },
    [publicQueries.education.key]: { data: [], savedAt: 1 },
  };
}

describe('renderPage', () => {
  it('renders two pages at once, each with its own content, head tags and reads', async () => {
    expect(import.meta.env.SSR).toBe(true);
    const [ada, grace] = await Promise.all([
      renderPage('/about', contentFor('Ada Lovelace')),
      renderPage('/about', contentFor('Grace Hopper')),
    ]);
    expect(ada.html).toContain('Ada Lovelace');
    expect(ada.html).not.toContain('Grace Hopper');
    expect(grace.html).toContain('Grace Hopper');
    expect(grace.html).not.toContain('Ada Lovelace');
    expect(ada.seoHead).toContain('Ada Lovelace');
    expect(grace.seoHead).toContain('Grace Hopper');
    expect(ada.snapshot).toContain('Ada Lovelace');
    expect(ada.snapshot).not.toContain('Grace Hopper');
  });
});
