/**
 * The seed's side of image renditions: waiting for the image-renditions function, and doing its
 * work for images whose events the Functions emulator dropped. Kept apart from seed-storage.ts,
 * which the browser tests import: this one loads the functions' code (CommonJS) and sharp.
 */
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { RENDITIONS_COLLECTION, renditionDocId } from '@portfolio/model/renditions';
import { renditionDeps } from '../functions/src/image-renditions/firebase-deps.ts';
import { makeRenditions } from '../functions/src/image-renditions/handler.ts';

/**
 * Waits until the image-renditions function has recorded every stored image (renditions made, or
 * the image kept as it is), so a prerender right after the seed offers them. Answers the paths
 * still missing after `timeoutMs` (the Functions emulator not running, very slow, or it dropped
 * the event).
 */
export async function waitForRenditions(
  app: App,
  paths: readonly string[],
  { timeoutMs = 180_000, log = (_line: string) => {} } = {},
): Promise<string[]> {
  const records = getFirestore(app).collection(RENDITIONS_COLLECTION);
  const deadline = Date.now() + timeoutMs;
  let missing = [...paths];
  let reported = -1;
  while (missing.length > 0 && Date.now() < deadline) {
    const found = await Promise.all(
      missing.map(async (p) => (await records.doc(renditionDocId(p)).get()).exists),
    );
    missing = missing.filter((_, i) => !found[i]);
    if (missing.length !== reported && missing.length > 0) {
      log(`  waiting for image renditions: ${paths.length - missing.length} of ${paths.length} ready`);
      reported = missing.length;
    }
    if (missing.length > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return missing;
}

/**
 * Makes the renditions of `paths` here, as the function would: for the images whose Storage
 * events the Functions emulator dropped (it does on a busy machine, when a burst of uploads needs
 * more workers than start in time). Returns how many it made.
 */
export async function makeMissingRenditions(
  app: App,
  bucketName: string,
  paths: readonly string[],
  log: (line: string) => void = () => {},
): Promise<number> {
  const deps = renditionDeps(app, { info: () => {}, warn: (message) => log(`  ${message}`) }, bucketName);
  const bucket = getStorage(app).bucket(bucketName);
  let made = 0;
  for (const path of paths) {
    const [metadata] = await bucket.file(path).getMetadata();
    await makeRenditions(
      { name: path, contentType: metadata.contentType, size: Number(metadata.size ?? 0) },
      deps,
    );
    made++;
    log(`  renditions of ${path} made by the seed (${made} of ${paths.length})`);
  }
  return made;
}
