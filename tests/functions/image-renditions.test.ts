// An image stored in an upload folder gets AVIF and WebP renditions and a manifest document from
// the image-renditions triggers in the Functions emulator, and loses them when it is deleted.
import { randomUUID } from 'node:crypto';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_BUCKET } from '@portfolio/model/emulators';
import { RENDITIONS_COLLECTION, renditionDocId, renditionsPrefix } from '@portfolio/model/renditions';
import { adminApp, closeAdminApps } from '../support/emulator';
import { eventually } from './callable';

const { app, db } = adminApp();
const bucket = getStorage(app).bucket(DEMO_BUCKET);
const records = db.collection(RENDITIONS_COLLECTION);
const run = randomUUID().slice(0, 8);
// The first run loads sharp into the functions runtime; encoding takes seconds on a busy machine.
const WAIT_MS = 90_000;

async function names(prefix: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix });
  return files.map((f) => f.name.slice(prefix.length)).sort();
}

afterAll(async () => {
  await closeAdminApps();
});

describe('image renditions in the emulators', () => {
  it(
    'appear after an upload and disappear after the original is deleted',
    { timeout: 4 * WAIT_MS },
    async () => {
      if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) throw new Error('The Storage emulator is not running');
      const original = `projects/${run}-1700000000000.jpg`;
      const image = await sharp({
        create: {
          width: 700,
          height: 350,
          channels: 3,
          background: '#345',
          noise: { type: 'gaussian', mean: 100, sigma: 30 },
        },
      })
        .jpeg({ quality: 92 })
        .toBuffer();
      await bucket.file(original).save(image, { resumable: false, metadata: { contentType: 'image/jpeg' } });

      const record = records.doc(renditionDocId(original));
      await eventually(async () => (await record.get()).exists, WAIT_MS);
      expect((await record.get()).data()).toEqual({
        path: original,
        status: 'ready',
        width: 700,
        height: 350,
        avif: [320, 640],
        webp: [320, 640],
        // No content names this upload: visitors neither list its record nor fetch it.
        named: false,
      });
      expect(await names(renditionsPrefix(original))).toEqual([
        '320w.avif',
        '320w.webp',
        '640w.avif',
        '640w.webp',
      ]);
      const [avif] = await bucket.file(`${renditionsPrefix(original)}640w.avif`).download();
      expect(await sharp(avif).metadata()).toMatchObject({ width: 640, height: 320 });

      await bucket.file(original).delete();
      await eventually(
        async () => !(await record.get()).exists && (await names(renditionsPrefix(original))).length === 0,
        WAIT_MS,
      );
    },
  );

  it('leave an undecodable upload as it is, recorded with the reason', { timeout: 2 * WAIT_MS }, async () => {
    const original = `files/${run}-1700000000001.png`;
    await bucket
      .file(original)
      .save(Buffer.from('not really a PNG'), { resumable: false, metadata: { contentType: 'image/png' } });
    const record = records.doc(renditionDocId(original));
    await eventually(async () => (await record.get()).exists, WAIT_MS);
    expect((await record.get()).data()).toMatchObject({
      status: 'original',
      reason: expect.stringMatching(/decodable/),
    });
    expect(await names(renditionsPrefix(original))).toEqual([]);
    await bucket.file(original).delete();
    await eventually(async () => !(await record.get()).exists, WAIT_MS);
  });
});
