import { DEMO_BUCKET } from '@portfolio/model/emulators';
import { originalPathOf } from '@portfolio/model/renditions';
import { demoDownloadUrl } from '../../../scripts/seed/seed-storage';
import { expect, type Locator } from './test';

/** Set by emulators:exec when the Storage emulator runs; the seed then stores the demo media. */
export const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

/**
 * Where the seeded documents point for a demo file of scripts/seed/demo-content.ts: its download URL in
 * our bucket where the Storage emulator runs (the seed's default), else the site path it falls
 * back to. The seed's URLs are the same on every run, so a page must show exactly this one.
 */
export function seededUrl(sitePath: string): string {
  return STORAGE_HOST ? demoDownloadUrl(STORAGE_HOST, DEMO_BUCKET, sitePath) : sitePath;
}

/**
 * The image has really loaded (a broken one has no natural width, or falls back to the placeholder).
 * Scrolling happens inside each poll: when an upload's renditions arrive the page swaps the <img> for
 * one inside a <picture>, and a scroll resolved once would be left holding the detached element.
 */
export async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => {
        img.scrollIntoView({ block: 'center' });
        return img.complete ? img.naturalWidth : 0;
      }),
    )
    .toBeGreaterThan(0);
}

/**
 * What image a URL shows: the Storage path of its original for an upload or any of its AVIF/WebP
 * renditions (a <picture> loads whichever fits), else the URL itself (absolute URLs only).
 */
export function imageKey(url: string): string {
  const path = originalPathOf(url);
  if (!path) return url;
  return /^renditions\/(.+)\/\d+w\.(?:avif|webp)$/.exec(path)?.[1] ?? path;
}
