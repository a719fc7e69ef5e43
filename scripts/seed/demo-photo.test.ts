import sharp from 'sharp';
import { expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@portfolio/model/limits';
import { DEMO_PHOTO, demoPhoto } from './demo-photo.ts';

it('is a real-size phone photo the admin could have uploaded as a project image', async () => {
  const bytes = await demoPhoto();
  const meta = await sharp(bytes).metadata();
  expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
    width: DEMO_PHOTO.width,
    height: DEMO_PHOTO.height,
    format: 'jpeg',
  });
  // Several MB, so the renditions and the benchmark meet what a real upload costs ...
  expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
  // ... and within the limits of both folders it is stored in, or a backup of the demo is refused.
  expect(bytes.length).toBeLessThanOrEqual(Math.min(UPLOAD_LIMITS.projects, UPLOAD_LIMITS.files));
}, 120_000);
