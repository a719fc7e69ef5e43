import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadPhoto, renderShareImage, SHARE_IMAGE_SIZE } from './share-image';

const colors = { dark: '#006d86', main: '#0b8daa', light: '#a3d9e4' };

describe('the share image', () => {
  const dist = mkdtempSync(join(tmpdir(), 'share-image-'));

  it('reads a site image from the build and makes it a square PNG the card can draw', async () => {
    const webp = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    writeFileSync(join(dist, 'photo.webp'), webp);
    const photo = await loadPhoto('/photo.webp', dist);
    expect(photo).toMatch(/^data:image\/png;base64,/);
    const meta = await sharp(Buffer.from(photo!.split(',')[1]!, 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
  });

  it('gives up on a missing, broken or out-of-site photo instead of failing the prerender', async () => {
    writeFileSync(join(dist, 'broken.png'), 'not an image');
    expect(await loadPhoto('/missing.png', dist)).toBeNull();
    expect(await loadPhoto('/broken.png', dist)).toBeNull();
    expect(await loadPhoto('/../../etc/passwd', dist)).toBeNull();
    expect(await loadPhoto('relative.png', dist)).toBeNull();
  });

  it('is a 1200 x 630 PNG, with or without a photo', { timeout: 30_000 }, async () => {
    for (const photo of [await loadPhoto('/photo.webp', dist), null]) {
      const png = await renderShareImage({
        name: 'Jo Doe',
        title: 'Data Scientist & Android Developer',
        photo,
        colors,
      });
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height]);
    }
  });
});
