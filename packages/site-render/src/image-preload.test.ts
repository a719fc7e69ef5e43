import { describe, expect, it } from 'vitest';
import { imagePreload } from './image-preload';

const AVIF =
  'https://s/o/renditions%2Fp.jpg%2F320w.avif?alt=media 320w, https://s/o/renditions%2Fp.jpg%2F640w.avif?alt=media 640w';

describe('imagePreload', () => {
  it("preloads the priority image's AVIF sources with its sizes and crossorigin mode", () => {
    const html = `<main><picture><source type="image/avif" srcset="${AVIF}" sizes="(min-width: 75em) 1108px, 100vw"/><source type="image/webp" srcset="x 320w" sizes="100vw"/><img src="https://s/o/p.jpg?alt=media&amp;token=t" fetchpriority="high" loading="eager" crossorigin="anonymous" width="1200" height="800"/></picture></main>`;
    expect(imagePreload(html)).toBe(
      `<link rel="preload" as="image" imagesrcset="${AVIF}" imagesizes="(min-width: 75em) 1108px, 100vw" type="image/avif" crossorigin="anonymous" fetchpriority="high">`,
    );
  });

  it('preloads a plain priority image by its address', () => {
    const html =
      '<picture><source srcset="a 1w"/><img src="/other.png" loading="lazy"/></picture><img src="/demo/me.png" fetchpriority="high"/>';
    expect(imagePreload(html)).toBe(
      '<link rel="preload" as="image" href="/demo/me.png" fetchpriority="high">',
    );
  });

  it('adds nothing to a page without a priority image', () => {
    expect(imagePreload('<img src="/a.png" loading="lazy" fetchpriority="auto"/>')).toBe('');
  });
});
