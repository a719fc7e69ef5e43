// The content-life functions in the Functions emulator: every write of a content document leaves
// a history entry, a delete a trash entry that the admin restores with the restore callable,
// a replaced project image leaves Storage while the new one stays, and the admin's purge removes
// expired entries a few at a time.
import { randomUUID } from 'node:crypto';
import { getStorage } from 'firebase-admin/storage';
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import {
  CONTENT_HISTORY,
  CONTENT_TRASH,
  TRASH_PURGE_FUNCTION,
  type HistoryEntryDoc,
} from '@portfolio/model/content-life';
import { DEMO_BUCKET } from '@portfolio/model/emulators';
import { RESTORE_RECORDS_FUNCTION } from '@portfolio/model/limits';
import { NOTE_SLUGS_COLLECTION } from '@portfolio/model/notes';
import { PUBLICATION_SLUGS_COLLECTION } from '@portfolio/model/publications';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { downloadUrl } from '@portfolio/model/storage-paths';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';
import { callFunction, eventually as within, idToken } from './callable';

// Triggers on a shared two-core machine can lag by tens of seconds behind their write.
const SLOW = 90_000;
const eventually = (check: () => Promise<boolean>, timeoutMs = SLOW) => within(check, timeoutMs);

const { app, db } = adminApp();
const run = randomUUID().slice(0, 8);
const ADMIN = { email: 'history-admin@example.com', password: 'history-secret' };
const USER = { email: 'history-user@example.com', password: 'history-secret' };
let adminToken = '';
let userToken = '';

beforeAll(async () => {
  await ensureUser(ADMIN.email, ADMIN.password, true);
  await ensureUser(USER.email, USER.password, false);
  adminToken = await idToken(ADMIN.email, ADMIN.password);
  userToken = await idToken(USER.email, USER.password);
});
afterAll(closeAdminApps);

function project(title: string, description: string, image_url = '') {
  return {
    title,
    description,
    image_url,
    tags: ['ml'],
    featured: false,
    status: 'published',
    category: 'data',
    code_url: '#',
    live_url: '',
    created_at: new Date(),
  };
}

function publication(title: string) {
  return {
    title,
    authors: ['Alex Morgan'],
    type: 'preprint',
    venue: '',
    year: 2024,
    abstract: '',
    doi: '',
    arxiv_id: '',
    urls: { pdf: '', code: '', slides: '', video: '', poster: '' },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: [],
    selected: false,
    cite_key: '',
    status: 'published',
    order_index: 1,
    created_at: new Date(),
  };
}

function note(title: string) {
  return {
    title,
    summary: 'A short note.',
    body: '# Hello\n\n$x^2$',
    tags: ['数据', 'C++'],
    image_url: '',
    published_at: new Date('2025-11-30T09:00:00Z'),
    status: 'published',
    project_id: '',
    created_at: new Date(),
  };
}

async function versions(collection: string, docId: string) {
  const snapshot = await db
    .collection(CONTENT_HISTORY)
    .where('collection', '==', collection)
    .where('doc_id', '==', docId)
    .get();
  return snapshot.docs
    .map((d) => d.data() as HistoryEntryDoc<FirebaseFirestore.Timestamp>)
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

async function trashOf(collection: string, docId: string) {
  const snapshot = await db
    .collection(CONTENT_TRASH)
    .where('collection', '==', collection)
    .where('doc_id', '==', docId)
    .get();
  return snapshot.docs;
}

describe('history', () => {
  it(
    'records the create and each edit of a project with before, after and the changed fields',
    async () => {
      const id = `history-${run}`;
      const ref = db.collection(COLLECTIONS.projects).doc(id);
      await ref.set(project('History', 'First words.'));
      await ref.update({ description: 'Second words.' });
      await ref.update({ description: 'Third words.' });
      await eventually(async () => (await versions(COLLECTIONS.projects, id)).length === 3);
      const all = await versions(COLLECTIONS.projects, id);
      expect(all.map((v) => v.kind)).toEqual(['create', 'update', 'update']);
      expect(all[1]).toMatchObject({
        before: { description: 'First words.' },
        after: { description: 'Second words.' },
        changed: ['description'],
      });
      await ref.delete();
      await eventually(async () => (await versions(COLLECTIONS.projects, id)).at(-1)?.kind === 'delete');
    },
    4 * SLOW,
  );
});

describe('trash', () => {
  it(
    'keeps a deleted skill, which the admin restores; nobody else can',
    async () => {
      const id = `trash-skill-${run}`;
      const skill = { name: `Skill ${run}`, category: 'Big Data', proficiency: 70 };
      const ref = db.collection(COLLECTIONS.skills).doc(id);
      await ref.set(skill);
      await ref.delete();
      await eventually(async () => (await trashOf(COLLECTIONS.skills, id)).length === 1);
      const [entry] = await trashOf(COLLECTIONS.skills, id);

      for (const token of [undefined, userToken]) {
        const refused = await callFunction(
          RESTORE_RECORDS_FUNCTION,
          { kind: 'trash', entryId: entry!.id },
          token,
        );
        expect(refused.error?.status).toBe('PERMISSION_DENIED');
      }
      const restored = await callFunction(
        RESTORE_RECORDS_FUNCTION,
        { kind: 'trash', entryId: entry!.id },
        adminToken,
      );
      expect(restored.result).toEqual({ collection: COLLECTIONS.skills, docId: id, files: 0 });
      expect((await ref.get()).data()).toEqual(skill);
      expect(await trashOf(COLLECTIONS.skills, id)).toHaveLength(0);
    },
    4 * SLOW,
  );

  it(
    'brings a deleted project back with its files in their order',
    async () => {
      const id = `trash-project-${run}`;
      await db.collection(COLLECTIONS.projects).doc(id).set(project('Trashed', 'Comes back.'));
      const files = db.collection(COLLECTIONS.projectFiles);
      const fileIds = [0, 1, 2].map((i) => `${id}-f${i}`);
      for (const [i, fileId] of fileIds.entries())
        await files.doc(fileId).set({
          project_id: id,
          name: `file ${i}`,
          file_url: '/demo/x.png',
          file_type: 'image/png',
          storage_path: '',
          order_index: 3 - i,
          created_at: new Date(),
        });
      await db.collection(COLLECTIONS.projects).doc(id).delete();
      await eventually(async () => (await files.where('project_id', '==', id).get()).empty);
      const [entry] = await trashOf(COLLECTIONS.projects, id);
      expect(entry!.get('files')).toHaveLength(3);

      const restored = await callFunction(
        RESTORE_RECORDS_FUNCTION,
        { kind: 'trash', entryId: entry!.id },
        adminToken,
      );
      expect(restored.result).toEqual({ collection: COLLECTIONS.projects, docId: id, files: 3 });
      expect((await db.collection(COLLECTIONS.projects).doc(id).get()).get('title')).toBe('Trashed');
      const back = await files.where('project_id', '==', id).get();
      expect(back.docs.map((d) => [d.id, d.get('order_index')]).sort()).toEqual(
        fileIds.map((fileId, i) => [fileId, 3 - i]),
      );
    },
    4 * SLOW,
  );
});

describe('a trashed project and its addresses', () => {
  it(
    'comes back at its address while it is free, and lets go of one another project took meanwhile',
    async () => {
      const id = `trash-address-${run}`;
      const other = `trash-address-other-${run}`;
      const [slug, old] = [`trashed-${run}`, `trashed-before-${run}`];
      const claims = db.collection(PROJECT_SLUGS_COLLECTION);
      const projects = db.collection(COLLECTIONS.projects);
      await projects.doc(id).set({ ...project('Addressed', 'Has an address.'), slug, old_slugs: [old] });
      await claims.doc(slug).set({ project_id: id });
      await claims.doc(old).set({ project_id: id });
      await projects.doc(id).delete();
      await eventually(async () => (await trashOf(COLLECTIONS.projects, id)).length === 1);
      // While it was in the trash, another project took its current address.
      await projects.doc(other).set({ ...project('Newcomer', 'Took the address.'), slug, old_slugs: [] });
      await claims.doc(slug).set({ project_id: other });

      const [entry] = await trashOf(COLLECTIONS.projects, id);
      const restored = await callFunction(
        RESTORE_RECORDS_FUNCTION,
        { kind: 'trash', entryId: entry!.id },
        adminToken,
      );
      expect(restored.result).toMatchObject({ docId: id, addressesTaken: [slug] });
      const back = (await projects.doc(id).get()).data()!;
      expect(back.slug).toBeUndefined();
      expect(back.old_slugs).toEqual([old]);
      expect((await claims.doc(slug).get()).get('project_id')).toBe(other);
      expect((await claims.doc(old).get()).get('project_id')).toBe(id);
      await projects.doc(other).delete();
    },
    4 * SLOW,
  );
});

describe('a trashed paper and its addresses', () => {
  it(
    'comes back with the claims to its addresses, and lets go of one another paper took meanwhile',
    async () => {
      const id = `paper-address-${run}`;
      const other = `paper-address-other-${run}`;
      const [slug, old, taken] = [`paper-${run}`, `paper-before-${run}`, `paper-taken-${run}`];
      const claims = db.collection(PUBLICATION_SLUGS_COLLECTION);
      const papers = db.collection(COLLECTIONS.publications);
      await papers.doc(id).set({ ...publication('Addressed paper'), slug, old_slugs: [old, taken] });
      for (const s of [slug, old, taken]) await claims.doc(s).set({ publication_id: id });
      await papers.doc(id).delete();
      await eventually(async () => (await trashOf(COLLECTIONS.publications, id)).length === 1);
      // While it was in the trash, its claims were cleared by hand and another paper took one.
      await claims.doc(slug).delete();
      await claims.doc(old).delete();
      await papers.doc(other).set({ ...publication('Newcomer'), slug: taken, old_slugs: [] });
      await claims.doc(taken).set({ publication_id: other });

      const [entry] = await trashOf(COLLECTIONS.publications, id);
      const restored = await callFunction(
        RESTORE_RECORDS_FUNCTION,
        { kind: 'trash', entryId: entry!.id },
        adminToken,
      );
      expect(restored.result).toMatchObject({ docId: id, addressesTaken: [taken] });
      const back = (await papers.doc(id).get()).data()!;
      expect(back).toMatchObject({ title: 'Addressed paper', slug, old_slugs: [old] });
      expect((await claims.doc(slug).get()).get('publication_id')).toBe(id);
      expect((await claims.doc(old).get()).get('publication_id')).toBe(id);
      expect((await claims.doc(taken).get()).get('publication_id')).toBe(other);
      await papers.doc(other).delete();
      await papers.doc(id).delete();
    },
    4 * SLOW,
  );
});
describe('a trashed note', () => {
  it(
    'comes back with its address claimed and its publish date a time, as it was',
    async () => {
      const id = `note-${run}`;
      const slug = `note-address-${run}`;
      const notes = db.collection(COLLECTIONS.notes);
      const claims = db.collection(NOTE_SLUGS_COLLECTION);
      await notes.doc(id).set({ ...note('Trashed note'), slug, old_slugs: [] });
      await claims.doc(slug).set({ note_id: id });
      await notes.doc(id).delete();
      await eventually(async () => (await trashOf(COLLECTIONS.notes, id)).length === 1);
      await claims.doc(slug).delete();

      const [entry] = await trashOf(COLLECTIONS.notes, id);
      await callFunction(RESTORE_RECORDS_FUNCTION, { kind: 'trash', entryId: entry!.id }, adminToken);
      const back = (await notes.doc(id).get()).data()!;
      expect(back).toMatchObject({ title: 'Trashed note', slug, tags: ['数据', 'C++'] });
      expect((back.published_at as Timestamp).toDate().toISOString()).toBe('2025-11-30T09:00:00.000Z');
      expect((await claims.doc(slug).get()).get('note_id')).toBe(id);
      await notes.doc(id).delete();
    },
    4 * SLOW,
  );
});

describe("the trash purge at the admin's request", () => {
  it(
    'removes expired entries a few at a time with the files only they named, for the admin only',
    async () => {
      const bucket = getStorage(app).bucket(DEMO_BUCKET);
      // Whatever earlier runs left expired goes first, so the counts below are this test's.
      expect((await callFunction(TRASH_PURGE_FUNCTION, {}, adminToken)).result).toMatchObject({
        remaining: 0,
      });
      const paths = [0, 1, 2].map((i) => `files/purge-${run}-${i}.pdf`);
      for (const [i, path] of paths.entries()) {
        await bucket.file(path).save(Buffer.from('pdf'), { contentType: 'application/pdf' });
        await db
          .collection(CONTENT_TRASH)
          .doc(`purge-${run}-${i}`)
          .set({
            collection: COLLECTIONS.skills,
            doc_id: `purge-${run}-${i}`,
            data: { name: `Expired ${i}` },
            files: [],
            objects: [path],
            label: `Expired ${i}`,
            deleted_at: new Date(Date.UTC(2000, 0, 1)),
            purge_at: new Date(Date.UTC(2000, 1, 1 + i)),
          });
      }

      for (const [token, status] of [
        [undefined, 'PERMISSION_DENIED'],
        [userToken, 'PERMISSION_DENIED'],
        [adminToken, 'INVALID_ARGUMENT'],
      ] as const) {
        const refused = await callFunction(
          TRASH_PURGE_FUNCTION,
          { limit: token === adminToken ? 0 : 2 },
          token,
        );
        expect(refused.error?.status).toBe(status);
      }
      const first = await callFunction(TRASH_PURGE_FUNCTION, { limit: 2 }, adminToken);
      expect(first.result).toEqual({ purged: 2, objectsDeleted: 2, remaining: 1 });
      expect((await bucket.file(paths[0]!).exists())[0]).toBe(false);
      expect((await bucket.file(paths[2]!).exists())[0]).toBe(true);
      const second = await callFunction(TRASH_PURGE_FUNCTION, { limit: 2 }, adminToken);
      expect(second.result).toEqual({ purged: 1, objectsDeleted: 1, remaining: 0 });
      expect((await bucket.file(paths[2]!).exists())[0]).toBe(false);
    },
    4 * SLOW,
  );
});

describe('stored objects', () => {
  it(
    'a replaced project image is gone while the new one stays',
    async () => {
      const bucket = getStorage(app).bucket(DEMO_BUCKET);
      const oldPath = `projects/old-${run}.png`;
      const newPath = `projects/new-${run}.png`;
      for (const path of [oldPath, newPath])
        await bucket.file(path).save(Buffer.from('png'), { contentType: 'image/png' });
      const origin = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`;
      const id = `image-${run}`;
      const ref = db.collection(COLLECTIONS.projects).doc(id);
      await ref.set(project('Image', 'Has a cover.', downloadUrl(origin, DEMO_BUCKET, oldPath, 't1')));
      await ref.update({ image_url: downloadUrl(origin, DEMO_BUCKET, newPath, 't2') });

      await eventually(async () => !(await bucket.file(oldPath).exists())[0]);
      expect((await bucket.file(newPath).exists())[0]).toBe(true);

      // Deleting the project keeps its image for the trash.
      await ref.delete();
      await eventually(async () => (await trashOf(COLLECTIONS.projects, id)).length === 1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await bucket.file(newPath).exists())[0]).toBe(true);
    },
    4 * SLOW,
  );
});
