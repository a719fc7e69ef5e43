import { describe, expect, it } from 'vitest';
import { isContentPage } from './site-paths';

describe('isContentPage', () => {
  it('owns project and paper pages with their data files, which a publish replaces as a set', () => {
    for (const path of [
      '/projects/churn.html',
      '/projects/churn.case-study.json',
      '/projects/churn/notebooks/n1.0123abcd.png',
      '/publications/calibrated.html',
      '/publications/calibrated.cite.json',
      '/pagefind/pagefind-entry.json',
      '/pagefind/fragment/en_59bf6e9.pf_fragment',
    ]) {
      expect(isContentPage(path), path).toBe(true);
    }
  });

  it('leaves the list pages and every other file alone', () => {
    for (const path of [
      '/projects.html',
      '/publications.html',
      '/publications/paper.pdf',
      '/publications/a/b.html',
      '/index.html',
      '/sitemap.xml',
      '/pagefind',
    ]) {
      expect(isContentPage(path), path).toBe(false);
    }
  });
});
