// Pagefind answering with errors instead of an index (its binary missing for this platform, say):
// the render fails with a message that says what, so Publish puts nothing live.
import { describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '../content';
import type { SiteBuild } from '../output';
import { searchIndex } from './search-index';

const pagefind = vi.hoisted(() => ({
  createIndex: vi.fn(),
}));
vi.mock('pagefind', () => pagefind);

const content = { projects: [], publications: [], notes: [] } as unknown as SiteContent; // the lists it reads
const about = { path: '/about.html', body: '<html lang="en"><body><main>About</main></body></html>' };

describe('searchIndex when Pagefind fails', () => {
  it('fails the render with what Pagefind said when it cannot start an index', async () => {
    pagefind.createIndex.mockResolvedValue({ errors: ['Failed to find a Pagefind binary for linux-x64'] });
    await expect(
      searchIndex.render(content, {} as SiteBuild, { files: [about], skipped: [] }),
    ).rejects.toThrow('The search index could not be built: Failed to find a Pagefind binary for linux-x64');
  });

  it('fails the render, and lets the index go, when a page cannot be added', async () => {
    const deleteIndex = vi.fn().mockResolvedValue(undefined);
    pagefind.createIndex.mockResolvedValue({
      errors: [],
      index: { addHTMLFile: async () => ({ errors: ['bad page'] }), deleteIndex },
    });
    await expect(
      searchIndex.render(content, {} as SiteBuild, { files: [about], skipped: [] }),
    ).rejects.toThrow('The search index could not be built: bad page');
    expect(deleteIndex).toHaveBeenCalled();
  });
});
