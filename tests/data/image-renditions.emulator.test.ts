// The renditions a page reads (web/src/data/image-renditions/public.ts) against the Firestore
// emulator: a page reads the records of the images it shows, not every image's.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchAllImageRenditions, fetchImageRenditions } from '@/data/image-renditions/public';
import { renditionDocId, RENDITIONS_COLLECTION } from '@portfolio/model/renditions';
import { adminApp, clearFirestore, closeAdminApps } from '../support/emulator';
import { countReads } from '../support/firestore-reads';

const path = (i: number, folder = 'projects') => `${folder}/p-${i}.jpg`;

/** `count` records of images content names (the content trigger marks them named). */
async function store(count: number, named = true, folder = 'projects'): Promise<void> {
  const batch = adminApp().db.batch();
  for (let i = 0; i < count; i++) {
    batch.set(
      adminApp()
        .db.collection(RENDITIONS_COLLECTION)
        .doc(renditionDocId(path(i, folder))),
      {
        path: path(i, folder),
        status: 'ready',
        width: 4000,
        height: 3000,
        avif: [320, 640],
        webp: [320, 640],
        named,
      },
    );
  }
  await batch.commit();
}

beforeEach(async () => {
  await clearFirestore();
});

afterAll(async () => {
  await closeAdminApps();
});

describe('fetchImageRenditions', () => {
  it("reads only the shown images' records, however many images the site has", async () => {
    await store(45);
    const shown = [path(3), path(40), 'projects/never-uploaded.png'];
    const { value, reads } = await countReads(() => fetchImageRenditions(shown));
    expect(Object.keys(value).sort()).toEqual([path(3), path(40)]);
    expect(value[path(3)]).toEqual({ width: 4000, height: 3000, avif: [320, 640], webp: [320, 640] });
    expect(reads).toBe(2);
  });

  it('asks in batches Firestore accepts when a page shows more than 30 images', async () => {
    await store(45);
    const shown = Array.from({ length: 45 }, (_, i) => path(i));
    const { value, reads } = await countReads(() => fetchImageRenditions(shown));
    expect(Object.keys(value)).toHaveLength(45);
    expect(reads).toBe(45);
  });

  it('gives the prerender every record at once', async () => {
    await store(12);
    expect(Object.keys(await fetchAllImageRenditions())).toHaveLength(12);
  });

  it('reads, as a visitor, only the records of images content names', async () => {
    await store(3);
    // Covers uploaded for projects never saved: their records exist, nothing names them.
    await store(2, false, 'files');
    const all = await fetchAllImageRenditions();
    expect(Object.keys(all).sort()).toEqual([path(0), path(1), path(2)]);
    const shown = await fetchImageRenditions([path(0), path(1, 'files')]);
    expect(Object.keys(shown)).toEqual([path(0)]);
  });
});
