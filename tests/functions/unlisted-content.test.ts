// What a deleted or never-saved thing leaves for visitors, with the content triggers and the
// restore callable in the Functions emulator: a cover uploaded for a project never saved cannot be
// fetched, a published cover can; a deleted project's addresses and cover leave with it and come
// back with a restore from the trash, and a visit by its address works again. The backfill marks
// what content names among uploads recorded before the flag existed.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchImageRenditions } from '@/data/image-renditions/public';
import { fetchProjectAt } from '@/data/projects/public';
import { COLLECTIONS } from '@portfolio/model/collections';
import { CONTENT_TRASH } from '@portfolio/model/content-life';
import { DEMO_BUCKET } from '@portfolio/model/emulators';
import { RESTORE_RECORDS_FUNCTION } from '@portfolio/model/limits';
import { renditionDocId, RENDITIONS_COLLECTION } from '@portfolio/model/renditions';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { downloadUrl } from '@portfolio/model/storage-paths';
import { withTriggersPaused } from '../../scripts/seed/paused-triggers';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';
import { callFunction, eventually as within, idToken } from './callable';

// Triggers on a shared two-core machine can lag by tens of seconds behind their write.
const SLOW = 90_000;
const eventually = (check: () => Promise<boolean>, timeoutMs = SLOW) => within(check, timeoutMs);

const { app, db } = adminApp();
const bucket = () => getStorage(app).bucket(DEMO_BUCKET);
const run = randomUUID().slice(0, 8);
const ADMIN = { email: 'unlisted-admin@example.com', password: 'unlisted-secret' };
let adminToken = '';

beforeAll(async () => {
  await ensureUser(ADMIN.email, ADMIN.password, true);
  adminToken = await idToken(ADMIN.email, ADMIN.password);
});
afterAll(closeAdminApps);

const origin = () => `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`;

/** A visitor's fetch of an upload by its address, without the download token. */
async function visitorFetch(path: string): Promise<number> {
  const response = await fetch(`${origin()}/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(path)}?alt=media`);
  await response.arrayBuffer();
  return response.status;
}

async function upload(path: string) {
  await bucket().file(path).save(Buffer.from('png'), { contentType: 'image/png' });
}

const named = async (path: string) =>
  (await db.collection(RENDITIONS_COLLECTION).doc(renditionDocId(path)).get()).get('named') === true;

function project(title: string, image_url: string, slug: string, old_slugs: string[]) {
  return {
    title,
    description: 'A client project.',
    image_url,
    tags: ['ml'],
    featured: false,
    status: 'published',
    category: 'data',
    code_url: '#',
    live_url: '',
    created_at: new Date(),
    slug,
    old_slugs,
  };
}

describe('uploads', () => {
  it(
    'a cover uploaded for a project never saved is not fetched by a visitor; a saved one is',
    async () => {
      const [saved, unsaved] = [`projects/saved-${run}.png`, `projects/never-saved-${run}.png`];
      await upload(saved);
      await upload(unsaved);
      const id = `cover-${run}`;
      const url = downloadUrl(origin(), DEMO_BUCKET, saved, 't1');
      await db
        .collection(COLLECTIONS.projects)
        .doc(id)
        .set(project('Cover', url, `cover-${run}`, []));

      await eventually(() => named(saved));
      expect(await visitorFetch(saved)).toBe(200);
      expect(await visitorFetch(unsaved)).toBe(403);
      // Its record (made by the renditions function) is not in what a visitor reads either.
      await eventually(
        async () => (await db.collection(RENDITIONS_COLLECTION).doc(renditionDocId(unsaved)).get()).exists,
      );
      expect(await named(unsaved)).toBe(false);
      await db.collection(COLLECTIONS.projects).doc(id).delete();
    },
    4 * SLOW,
  );
});

describe('a deleted project', () => {
  it(
    'takes its addresses and its cover away from visitors, and a restore brings them back',
    async () => {
      const id = `acme-${run}`;
      const [slug, old] = [`acme-bank-${run}`, `acme-bank-confidential-${run}`];
      const cover = `projects/acme-${run}.png`;
      await upload(cover);
      const projects = db.collection(COLLECTIONS.projects);
      const claims = db.collection(PROJECT_SLUGS_COLLECTION);
      await projects
        .doc(id)
        .set(project('Acme', downloadUrl(origin(), DEMO_BUCKET, cover, 't2'), slug, [old]));
      await claims.doc(slug).set({ project_id: id });
      await claims.doc(old).set({ project_id: id });
      await eventually(() => named(cover));
      expect((await fetchProjectAt(old))?.id).toBe(id);

      await projects.doc(id).delete();
      await eventually(
        async () => !(await claims.doc(slug).get()).exists && !(await claims.doc(old).get()).exists,
      );
      await eventually(async () => !(await named(cover)));
      expect(await fetchProjectAt(slug)).toBeNull();
      expect(await fetchProjectAt(old)).toBeNull();
      expect(await visitorFetch(cover)).toBe(403);
      expect(await fetchImageRenditions([cover])).toEqual({});
      // The trash keeps the object for the restore.
      expect((await bucket().file(cover).exists())[0]).toBe(true);

      const trash = await db.collection(CONTENT_TRASH).where('doc_id', '==', id).get();
      const restored = await callFunction(
        RESTORE_RECORDS_FUNCTION,
        { kind: 'trash', entryId: trash.docs[0]!.id },
        adminToken,
      );
      expect(restored.result).toMatchObject({ docId: id });
      expect((await claims.doc(slug).get()).get('project_id')).toBe(id);
      expect((await claims.doc(old).get()).get('project_id')).toBe(id);
      expect((await fetchProjectAt(slug))?.id).toBe(id);
      expect((await fetchProjectAt(old))?.id).toBe(id);
      await eventually(() => named(cover));
      expect(await visitorFetch(cover)).toBe(200);
      await projects.doc(id).delete();
    },
    6 * SLOW,
  );
});

describe('renditions:backfill', () => {
  it(
    'marks the uploads content names among records made before the flag, and no other',
    async () => {
      const [cover, stray] = [`projects/legacy-${run}.png`, `projects/legacy-stray-${run}.png`];
      const id = `legacy-${run}`;
      const records = db.collection(RENDITIONS_COLLECTION);
      // As before the flag existed: the upload, its content and its record, no trigger since.
      await withTriggersPaused(process.env.FIREBASE_EMULATOR_HUB!, async () => {
        await upload(cover);
        await upload(stray);
        const url = downloadUrl(origin(), DEMO_BUCKET, cover, 't3');
        await db
          .collection(COLLECTIONS.projects)
          .doc(id)
          .set(project('Legacy', url, `legacy-${run}`, []));
        for (const path of [cover, stray])
          await records.doc(renditionDocId(path)).set({ path, status: 'original', reason: 'too small' });
      });
      expect(await visitorFetch(cover)).toBe(403);

      const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/backfill-renditions.ts'], {
        env: process.env,
      });
      expect(stdout).toMatch(/upload\(s\) named by content/);
      expect(await named(cover)).toBe(true);
      expect(await named(stray)).toBe(false);
      expect(await visitorFetch(cover)).toBe(200);
      expect(await visitorFetch(stray)).toBe(403);
      await db.collection(COLLECTIONS.projects).doc(id).delete();
    },
    4 * SLOW,
  );
});
