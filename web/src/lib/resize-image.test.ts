import { describe, expect, it } from 'vitest';
import { fitWithin, renamedFor } from './resize-image';

const project = { width: 1200, height: 800 };

describe('fitWithin', () => {
  it('scales a large landscape photo into 1200x800, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000, project)).toEqual({ width: 1067, height: 800 });
  });

  it('scales a wide panorama by its width', () => {
    expect(fitWithin(3000, 1000, project)).toEqual({ width: 1200, height: 400 });
  });

  it('scales a portrait image by its height', () => {
    expect(fitWithin(1000, 2000, project)).toEqual({ width: 400, height: 800 });
  });

  it('never upscales a small image', () => {
    expect(fitWithin(300, 200, project)).toEqual({ width: 300, height: 200 });
  });

  it('fits a square profile image into 600x600', () => {
    expect(fitWithin(2048, 1536, { width: 600, height: 600 })).toEqual({ width: 600, height: 450 });
  });
});

describe('renamedFor', () => {
  it('gives a re-encoded image the extension of its new type', () => {
    expect(renamedFor('photo.png', 'image/webp')).toBe('photo.webp');
    expect(renamedFor('scan.final.PNG', 'image/jpeg')).toBe('scan.final.jpg');
  });

  it('adds one to a name without, and keeps the name for a type it does not know', () => {
    expect(renamedFor('photo', 'image/webp')).toBe('photo.webp');
    expect(renamedFor('.png', 'image/webp')).toBe('.png.webp');
    expect(renamedFor('photo.png', 'image/png')).toBe('photo.png');
  });
});
