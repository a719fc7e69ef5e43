// The in-app backup against the emulators with the real rules: the seeded demo content (with its
// files stored in the Storage emulator) is exported by the web app's data module, wiped, and
// restored from the zip; the site then holds the same documents and byte-identical files.
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/data/auth';
import { createBackup, readAllContent, readCvSettings } from '@/data/backup/backup';
import { restoreBackup } from '@/data/backup/restore';
import { diffBackup, isNoChange } from '@/lib/backup/diff';
import { BackupError, decodeBackup, encodeBackup, TIME_FIELDS, type BackupDoc } from '@/lib/backup/format';
import { documentObjects, originalPath } from '@/lib/backup/refs';
import { validateBackup } from '@/lib/backup/validate';
import { COLLECTIONS, type CollectionName } from '@portfolio/model/collections';
import { ADMIN_COLLECTIONS } from '@portfolio/model/content-types';
import { CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { DEMO_ADMIN } from '../../scripts/seed/demo-content.ts';
import { seed } from '../../scripts/seed/seed.ts';
import { adminApp, clearFirestore, closeAdminApps, DEMO_PROJECT } from '../support/emulator';

const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const BUCKET = `${DEMO_PROJECT}.appspot.com`;

const cvSettingsRef = () => adminApp().db.collection(CV_SETTINGS_PATH.collection).doc(CV_SETTINGS_PATH.doc);

function bucket() {
  return getStorage(adminApp().app).bucket(BUCKET);
}

/** Deletes every document and every stored object: the content is gone. */
async function wipe() {
  await clearFirestore();
  await bucket().deleteFiles({ force: true });
}

/** A document as the site shows it: machine times left out, our objects by their first name. */
function shown(name: CollectionName, d: BackupDoc) {
  const data: Record<string, unknown> = { ...d.data };
  for (const field of TIME_FIELDS) delete data[field];
  for (const { field, path } of documentObjects(name, d.data, BUCKET)) data[field] = originalPath(path);
  if (typeof data.storage_path === 'string' && data.storage_path) {
    data.storage_path = originalPath(data.storage_path);
  }
  // A paper's PDF by path, alike.
  if (typeof data.pdf_storage_path === 'string' && data.pdf_storage_path) {
    data.pdf_storage_path = originalPath(data.pdf_storage_path);
  }
  return { id: d.id, data };
}

async function snapshot() {
  const all = await readAllContent();
  return Object.fromEntries(ADMIN_COLLECTIONS.map((n) => [n, all[n].map((d) => shown(n, d))]));
}

/** The bytes of every object the content points at, by its first name. */
async function storedBytes(): Promise<Map<string, Buffer>> {
  const all = await readAllContent();
  const bytes = new Map<string, Buffer>();
  for (const name of ADMIN_COLLECTIONS) {
    for (const d of all[name]) {
      for (const { path } of documentObjects(name, d.data, BUCKET)) {
        const [content] = await bucket().file(path).download();
        bytes.set(originalPath(path), content);
      }
    }
  }
  return bytes;
}

/**
 * A backup of the content as the round trip leaves it, for the tests after it: an export fetches
 * every stored file through the rules, seconds on this machine, so they share one. The round trip
 * hands over its own zip once it has shown the restored site matches it; a test run alone makes one.
 */
let contentZip: Uint8Array | undefined;
const contentBackup = async () => (contentZip ??= await createBackup());

beforeAll(async () => {
  if (!STORAGE_HOST) throw new Error('The Storage emulator is not running: the round trip needs it');
  await clearFirestore();
  await seed({ projectId: DEMO_PROJECT, force: true, quiet: true, storageHost: STORAGE_HOST });
  await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
}, 120_000);

afterAll(async () => {
  await signOut();
  await closeAdminApps();
});

describe('backup and restore', () => {
  it('round trip: seeded content, export, wipe, restore gives the same documents and files', async () => {
    // A message, as the contact function stores it: the restore must bring it back as it was.
    await adminApp()
      .db.collection(COLLECTIONS.contactMessages)
      .doc('backup-message')
      .set({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'A project together',
        message: 'I would like to talk about a model.',
        created_at: Timestamp.fromDate(new Date('2022-02-02T02:02:02.000Z')),
        email_status: 'sent',
        read: true,
      });
    // The CV the admin set up: which projects it lists, and a summary of its own.
    const projectIds = (await readAllContent()).projects.map((d) => d.id).slice(0, 2);
    const cv = {
      summary: 'Builds models and apps.',
      project_ids: projectIds,
      certification_ids: null,
      show_phone: true,
    };
    await cvSettingsRef().set({ ...cv, updated_at: Timestamp.now() });
    const before = await snapshot();
    const filesBefore = await storedBytes();
    expect(before[COLLECTIONS.projects]!.length).toBeGreaterThan(0);
    expect(filesBefore.size).toBeGreaterThan(0);

    let lastProgress = { done: -1, total: -1 };
    const zip = await createBackup((p) => (lastProgress = p));
    expect(lastProgress.done).toBe(lastProgress.total);
    expect(lastProgress.total).toBe(filesBefore.size);

    await wipe();
    expect((await readAllContent()).projects).toEqual([]);
    // The wiped projects' cascades finish long before an admin restores; here, give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const backup = decodeBackup(zip);
    validateBackup(backup);
    const result = await restoreBackup(backup);
    expect(result.uploaded).toBe(filesBefore.size);
    // Over an empty database every original time is put back, as the admin's summary counts them.
    const timed = ADMIN_COLLECTIONS.flatMap((n) => backup.content.collections[n]).filter(
      (d) => d.data.created_at !== undefined,
    );
    expect(timed.length).toBeGreaterThan(0);
    expect(result.times).toBe(timed.length);
    expect(result.messages).toBe(1);

    expect(await snapshot()).toEqual(before);
    const filesAfter = await storedBytes();
    expect([...filesAfter.keys()].sort()).toEqual([...filesBefore.keys()].sort());
    for (const [path, content] of filesBefore) expect(filesAfter.get(path)!.equals(content)).toBe(true);

    // Projects keep their order (newest first), though the server stamped new times.
    const projects = (await readAllContent()).projects;
    const order = (list: BackupDoc[]) =>
      [...list]
        .sort((a, b) => String(b.data.created_at).localeCompare(String(a.data.created_at)))
        .map((d) => d.id);
    expect(order(projects)).toEqual(order(backup.content.collections.projects));

    // created_at and the contact messages come back as they were (through restore-records).
    const after = await readAllContent();
    const times = (list: BackupDoc[]) => Object.fromEntries(list.map((d) => [d.id, d.data.created_at]));
    for (const name of [COLLECTIONS.projects, COLLECTIONS.projectFiles, COLLECTIONS.certifications]) {
      expect(times(after[name])).toEqual(times(backup.content.collections[name]));
    }
    expect(backup.content.collections.contact_messages).toHaveLength(1);
    expect(after.contact_messages).toEqual(backup.content.collections.contact_messages);

    // The CV lists the same projects and says the same, though the server stamped a new time.
    const { updated_at: _stamped, ...restoredCv } = (await readCvSettings())!;
    expect(restoredCv).toEqual(cv);

    // Run again: nothing left to change, nothing written, nothing uploaded.
    expect(
      isNoChange(diffBackup(backup.content, await readAllContent(), BUCKET, await readCvSettings())),
    ).toBe(true);
    const again = await restoreBackup(backup);
    expect(again).toEqual({ written: [], deleted: [], uploaded: 0, times: 0, messages: 0 });
    contentZip = zip;
  }, 180_000);

  it('leaves the CV settings alone when the backup predates them, and removes them when it had none', async () => {
    const zip = await contentBackup();
    const saved = {
      summary: 'Saved after the backup.',
      project_ids: null,
      certification_ids: null,
      show_phone: false,
    };
    await cvSettingsRef().set({ ...saved, updated_at: Timestamp.now() });

    const older = decodeBackup(zip);
    delete older.content.settings;
    validateBackup(older);
    await restoreBackup(older);
    expect((await readCvSettings())?.summary).toBe(saved.summary);

    const without = decodeBackup(zip);
    without.content.settings = { cv: null };
    const result = await restoreBackup(without);
    expect(result.deleted).toContain(`${CV_SETTINGS_PATH.collection}/${CV_SETTINGS_PATH.doc}`);
    expect(await readCvSettings()).toBeNull();
  }, 120_000);

  it('refuses a backup with a document over a limit, and writes nothing', async () => {
    const zip = await contentBackup();
    const backup = decodeBackup(zip);
    const before = await snapshot();
    backup.content.collections.projects[0]!.data.title = 'x'.repeat(201);
    const tampered = decodeBackup(encodeBackup(backup));
    expect(() => validateBackup(tampered)).toThrow(BackupError);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
