import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { notebookUrl } from './render';

describe('where a notebook is read from', () => {
  it('reads a site path from the site when there is no page (prerender and publish)', () => {
    expect(notebookUrl('/demo/files/churn-analysis.ipynb', null)).toBe(
      `${env.siteUrl}/demo/files/churn-analysis.ipynb`,
    );
  });

  it('reads a site path from the page’s own site in the browser', () => {
    expect(notebookUrl('/demo/files/a.ipynb', 'http://localhost:5173/projects/churn')).toBe(
      'http://localhost:5173/demo/files/a.ipynb',
    );
  });

  it('leaves a stored file’s full URL as it is', () => {
    const stored = 'http://127.0.0.1:9199/v0/b/demo-portfolio.appspot.com/o/files%2Fa.ipynb?alt=media';
    expect(notebookUrl(stored, null)).toBe(stored);
  });
});
