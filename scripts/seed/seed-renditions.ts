/**
 * The seed's side of image renditions: the function's work, done in the seed's process. Kept apart
 * from seed-storage.ts, which the browser tests import: this one loads the functions' code
 * (CommonJS) and sharp.
 */
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { renditionDeps } from 'functions/image-renditions/firebase-deps';
import { makeRenditions } from 'functions/image-renditions/handler';
import { withTransientRetries } from '@portfolio/model/transient-retry';

/**
 * Makes the renditions of `paths` here, one image at a time, as the function would. The seed
 * uploads with the triggers paused: a burst of twenty function runs makes the Storage emulator
 * drop connections. Returns how many it made.
 */
export async function makeRenditionsOf(
  app: App,
  bucketName: string,
  paths: readonly string[],
  log: (line: string) => void = () => {},
): Promise<number> {
  const deps = renditionDeps(app, { info: () => {}, warn: (message) => log(`  ${message}`) }, bucketName);
  const bucket = getStorage(app).bucket(bucketName);
  let made = 0;
  for (const path of paths) {
    // Making an image's renditions again overwrites the same files, so a dropped connection can
    // simply start it over.
    await withTransientRetries(async () => {
      const [metadata] = await bucket.file(path).getMetadata();
      await makeRenditions(
        { name: path, contentType: metadata.contentType, size: Number(metadata.size ?? 0) },
        deps,
      );
    });
    made++;
    log(`  renditions made: ${made} of ${paths.length} images`);
  }
  return made;
}
