// A large photo uploaded as a project image reaches a phone-width visitor of /projects as a small
// AVIF rendition, not as the multi-megabyte original: the image-renditions function makes it in
// the emulators, the card's <picture> offers it by width.
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { COLLECTIONS } from '@portfolio/model/collections';
import { DEMO_BUCKET } from '@portfolio/model/emulators';
import { RENDITIONS_COLLECTION, renditionDocId } from '@portfolio/model/renditions';
import { downloadUrl } from '@portfolio/model/storage-paths';
import { projects } from '../../scripts/seed/demo-content';
import { adminApp } from '../support/emulator';
import { seededUrl, STORAGE_HOST } from './support/demo-media';
import { expect, test } from './support/test';

/** The image budget of a project card on /projects, on a phone (docs/performance.md). */
const CARD_BUDGET_BYTES = 60 * 1024;

// Lighthouse's phone: 412px wide at a density of 1.75.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 });

test('a phone-width /projects gets a small AVIF of a large project photo', async ({ page }) => {
  // The browser stage always runs the Storage emulator (scripts/emulators.mjs): without it this
  // test has nothing to measure, which is a broken setup, not a reason to pass.
  expect(STORAGE_HOST, 'FIREBASE_STORAGE_EMULATOR_HOST: the Storage emulator is not running').toBeTruthy();
  test.setTimeout(240_000);
  const { app, db } = adminApp();
  const bucket = getStorage(app).bucket(DEMO_BUCKET);
  const newest = projects.reduce((a, b) => (a.created_at > b.created_at ? a : b));
  const path = `projects/e2e-photo-${Date.now()}.jpg`;
  const photo = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: '#5a7da8',
      noise: { type: 'gaussian', mean: 110, sigma: 35 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(1_000_000);
  await bucket.file(path).save(photo, {
    resumable: false,
    metadata: { contentType: 'image/jpeg', metadata: { firebaseStorageDownloadTokens: 'e2e-token' } },
  });
  const url = downloadUrl(`http://${STORAGE_HOST}`, DEMO_BUCKET, path, 'e2e-token');
  const project = db.collection(COLLECTIONS.projects).doc(newest.id);
  try {
    await project.update({ image_url: url });
    const record = db.collection(RENDITIONS_COLLECTION).doc(renditionDocId(path));
    await expect
      // Two functions write the record, in either order: the renditions function its status, the
      // content trigger `named` (pages offer the renditions of named images only).
      .poll(
        async () => {
          const written = await record.get();
          return written.get('status') !== undefined && written.get('named') === true;
        },
        {
          timeout: 180_000,
          intervals: [1000],
        },
      )
      .toBe(true);

    await page.goto('/projects');
    const card = page.getByRole('tabpanel').getByRole('article').first();
    await expect(card.getByRole('heading', { name: newest.title })).toBeVisible();
    const image = card.locator('picture img');
    await expect(image).toHaveAttribute('src', url);
    await expect(card.locator('picture source[type="image/avif"]')).toHaveCount(1);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')), {
        timeout: 20_000,
      })
      .toMatch(/renditions%2F.+%2F(640|720)w\.avif\?alt=media$/);
    const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    const body = await (await page.request.get(chosen)).body();
    expect(body.length).toBeLessThanOrEqual(CARD_BUDGET_BYTES);
    expect((await sharp(body).metadata()).format).toBe('heif');
  } finally {
    await project.update({ image_url: seededUrl(newest.image_url) });
    await bucket.file(path).delete({ ignoreNotFound: true });
  }
});
