import { describe, expect, it } from 'vitest';
import { renditionsFromAll, renditionsKey } from './renditions-keys';

const rendition = { width: 800, height: 600, avif: [320, 640], webp: [320] };

describe('renditions keys', () => {
  it('names the same images with the same key in any order', () => {
    expect(renditionsKey(['b.jpg', 'a.jpg', 'b.jpg'])).toBe(renditionsKey(['a.jpg', 'b.jpg']));
    expect(renditionsKey(['a.jpg'])).not.toBe(renditionsKey(['a.jpg', 'b.jpg']));
  });

  it("answers a page's key with only its images, out of every image's", () => {
    const all = { 'a.jpg': rendition, 'b.jpg': rendition, 'c.jpg': rendition };
    expect(renditionsFromAll(renditionsKey(['c.jpg', 'a.jpg', 'gone.jpg']), all)).toEqual({
      'a.jpg': rendition,
      'c.jpg': rendition,
    });
    expect(renditionsFromAll('projects:all', all)).toBeUndefined();
  });
});
