import { describe, expect, it } from 'vitest';
import { headTags } from './head';
import { manifest } from './test-fixtures';

describe('headTags', () => {
  it("links the page's own stylesheets, not the entry's, and preconnects to Firestore", () => {
    const head = headTags({
      manifest,
      routeIds: ['src/features/home/home-page.tsx'],
      preconnect: 'https://firestore.googleapis.com',
    });
    expect(head).toContain('<link rel="preconnect" href="https://firestore.googleapis.com" crossorigin>');
    expect(head).toContain('href="/assets/home-page-1.css"');
    expect(head).toContain('href="/assets/card-1.css"');
    expect(head).not.toContain('index-1.css');
  });

  it('links the stylesheets of the lazy sections the page rendered, but leaves their scripts for later', () => {
    const head = headTags({
      manifest,
      routeIds: ['src/features/home/home-page.tsx'],
      sections: ['src/features/home/skills-teaser.tsx'],
      preconnect: '',
    });
    expect(head).toContain('href="/assets/skills-teaser-1.css"');
    expect(head).toContain('href="/assets/progress-1.css"');
    expect(head).not.toContain('.js');
    expect(() =>
      headTags({ manifest, routeIds: [], sections: ['src/features/home/renamed.tsx'], preconnect: '' }),
    ).toThrow(/not in the build manifest/);
  });

  it('preloads the heading font before anything else, so it is there when the heading paints', () => {
    const head = headTags({ manifest, routeIds: [], preconnect: '', fonts: ['assets/heading-1.woff2'] });
    expect(head.split('\n')[0]).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/heading-1.woff2">',
    );
  });

  it('puts a small stylesheet in the page, with a disabled link that stops the app fetching it again', () => {
    const head = headTags({
      manifest,
      routeIds: ['src/features/home/home-page.tsx'],
      inlineStyles: { 'assets/card-1.css': '._card_1{color:red}' },
    });
    expect(head).toContain(
      '<style>._card_1{color:red}</style><link rel="stylesheet" crossorigin href="/assets/card-1.css" type="text/x-inlined-css" disabled>',
    );
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-1.css">');
  });

  it('keeps an inlined stylesheet from ending its <style> early', () => {
    const head = headTags({
      manifest,
      routeIds: ['src/features/home/home-page.tsx'],
      inlineStyles: { 'assets/card-1.css': '.a::after{content:"</style><script>x()</script>"}' },
    });
    expect(head).not.toContain('</style><script>');
    expect(head.match(/<\/style>/g)).toHaveLength(1);
  });
});
