import { describe, expect, it } from 'vitest';
import { latinFonts, pageAssets, pageFile } from './assets';
import { manifest } from './test-fixtures';

describe('pageFile', () => {
  it('maps routes to the files Hosting serves with cleanUrls', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/about')).toBe('about.html');
    expect(pageFile('/projects/proj-a')).toBe('projects/proj-a.html');
  });

  it('refuses a project id that would write outside web/dist', () => {
    expect(() => pageFile(`/projects/${encodeURIComponent('../../etc')}`)).toThrow();
  });
});

describe('latinFonts', () => {
  it('finds the Latin files of the heading and body fonts among the built assets, heading first', () => {
    const fonts = {
      'index.html': {
        file: 'assets/index-1.js',
        assets: [
          'assets/inter-latin-ext-wght-Q1w2E3r4.woff2',
          'assets/inter-latin-wght-Dx4kXJAl.woff2',
          'assets/space-grotesk-latin-ext-wght-Ab_1-xYz.woff2',
          'assets/space-grotesk-vietnamese-wght-Zz9yXx8w.woff2',
        ],
      },
      'src/assets/fonts/space-grotesk-latin-wght.woff2': {
        file: 'assets/space-grotesk-latin-wght-BhU9-QXU.woff2',
      },
    };
    expect(latinFonts(fonts)).toEqual([
      'assets/space-grotesk-latin-wght-BhU9-QXU.woff2',
      'assets/inter-latin-wght-Dx4kXJAl.woff2',
    ]);
    expect(latinFonts({ 'index.html': { file: 'assets/index-1.js' } })).toEqual([]);
  });
});

describe('pageAssets', () => {
  it("lists the page's own chunks and stylesheets, not the entry's", () => {
    expect(pageAssets(manifest, ['src/features/home/home-page.tsx'])).toEqual({
      scripts: ['assets/home-page-1.js', 'assets/card-1.js'],
      styles: ['assets/home-page-1.css', 'assets/card-1.css'],
    });
  });
});
