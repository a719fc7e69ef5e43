import { describe, expect, it } from 'vitest';
import { downloadUrl } from './storage-paths';
import { isRenditionSource, originalPathOf, renditionDocId, renditionUrl, widthsFor } from './renditions';

describe('widthsFor', () => {
  it('takes the fixed widths up to the original and never upscales', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 720, 960, 1280, 1920]);
    expect(widthsFor(1920)).toEqual([320, 640, 720, 960, 1280, 1920]);
    expect(widthsFor(1000)).toEqual([320, 640, 720, 960]);
    expect(widthsFor(0)).toEqual([]);
  });

  it("adds the original's own width when the widest fixed one below it is much smaller", () => {
    expect(widthsFor(600)).toEqual([320, 600]);
    expect(widthsFor(200)).toEqual([200]);
    expect(widthsFor(1600)).toEqual([320, 640, 720, 960, 1280, 1600]);
  });
});

describe('rendition names and addresses', () => {
  const bucket = 'demo-portfolio.appspot.com';
  const original = downloadUrl('http://127.0.0.1:9199', bucket, 'projects/a-1.jpg', 'tok');

  it('addresses a rendition beside its original, without a token', () => {
    expect(renditionUrl(original, 640, 'avif')).toBe(
      `http://127.0.0.1:9199/v0/b/${bucket}/o/renditions%2Fprojects%2Fa-1.jpg%2F640w.avif?alt=media`,
    );
    expect(renditionUrl('/demo/projects/a.webp', 640, 'avif')).toBeNull();
    expect(originalPathOf(original)).toBe('projects/a-1.jpg');
  });

  it('only originals of the upload folders are sources, never a rendition', () => {
    expect(isRenditionSource('projects/a-1.jpg')).toBe(true);
    expect(isRenditionSource('files/a-1.png')).toBe(true);
    expect(isRenditionSource('renditions/projects/a-1.jpg/320w.avif')).toBe(false);
    expect(isRenditionSource('projects/sub/a.jpg')).toBe(false);
  });

  it('gives every path a safe, distinct document id', () => {
    const ids = [
      'projects/a-1.jpg',
      'projects/a_1.jpg',
      'projects/a-1_jpg',
      `files/${'x'.repeat(200)}.png`,
    ].map(renditionDocId);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  });
});
