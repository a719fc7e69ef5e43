// A restore that cannot half-fail, against the emulators with the real rules: a backup with files
// for 60 projects restores completely; stopped after every upload and batch, the site keeps the
// previous content readable (nothing removed before everything is written, every link to a stored
// file still works) and a run again finishes; a crafted backup is refused before anything is
// written.
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/data/auth';
import { createBackup, readAllContent } from '@/data/backup/backup';
import { restoreBackup, type RestorePhase } from '@/data/backup/restore';
import {
  BackupError,
  decodeBackup,
  encodeBackup,
  TIME_FIELDS,
  type Backup,
  type BackupDoc,
} from '@/lib/backup/format';
import { documentObjects, originalPath } from '@/lib/backup/refs';
import { validateBackup } from '@/lib/backup/validate';
import type { CollectionName } from '@portfolio/model/collections';
import { ADMIN_COLLECTIONS } from '@portfolio/model/content-types';
import { DEMO_ADMIN } from '../../scripts/seed/demo-content.ts';
import { seed } from '../../scripts/seed/seed.ts';
import { adminApp, clearFirestore, closeAdminApps, DEMO_PROJECT } from '../support/emulator';

const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const BUCKET = `${DEMO_PROJECT}.appspot.com`;
const bucket = () => getStorage(adminApp().app).bucket(BUCKET);

/** A document as the site shows it: machine times left out, our objects by their first name. */
function shown(name: CollectionName, d: BackupDoc) {
  const data: Record<string, unknown> = { ...d.data };
  for (const field of TIME_FIELDS) delete data[field];
  for (const { field, path } of documentObjects(name, d.data, BUCKET)) data[field] = originalPath(path);
  if (typeof data.storage_path === 'string' && data.storage_path) {
    data.storage_path = originalPath(data.storage_path);
  }
  return { id: d.id, data };
}

function shownAll(collections: Record<CollectionName, BackupDoc[]>) {
  return Object.fromEntries(
    ADMIN_COLLECTIONS.map((n) => [
      n,
      collections[n].map((d) => shown(n, d)).sort((a, b) => a.id.localeCompare(b.id)),
    ]),
  );
}

/**
 * The seeded content's backup, with `count` more projects of two files each, one project and one
 * skill fewer, one skill renamed.
 */
function biggerBackup(count: number): Backup {
  const backup = decodeBackup(seededZip);
  const c = backup.content.collections;
  const template = c.projects[0]!.data;
  const droppedProject = c.projects[c.projects.length - 1]!.id;
  c.projects = c.projects.filter((p) => p.id !== droppedProject);
  c.project_files = c.project_files.filter((f) => f.data.project_id !== droppedProject);
  c.skills = c.skills.slice(1);
  c.skills[0]!.data.name = 'Renamed by the backup';
  for (let i = 0; i < count; i++) {
    const id = `bulk-project-${String(i).padStart(2, '0')}`;
    c.projects.push({
      id,
      data: {
        ...template,
        title: `Bulk project ${i}`,
        // Each at its own address, as the admin form and the rules require.
        slug: `bulk-project-${i}`,
        old_slugs: [],
        image_url: '',
        created_at: `2020-01-01T00:00:${String(i).padStart(2, '0')}.000Z`,
      },
    });
    for (let k = 0; k < 2; k++) {
      c.project_files.push({
        id: `${id}-file-${k}`,
        data: {
          project_id: id,
          name: `File ${k}`,
          file_url: `/demo/files/bulk-${i}-${k}.pdf`,
          file_type: 'application/pdf',
          storage_path: '',
          order_index: k,
          created_at: '2020-01-01T00:00:00.000Z',
        },
      });
    }
  }
  // Through the zip, as the admin's file arrives.
  const read = decodeBackup(encodeBackup(backup));
  validateBackup(read);
  return read;
}

/** Every project file's project exists and every stored file a document links to is there. */
async function readable() {
  const all = await readAllContent();
  const projects = new Set(all.projects.map((p) => p.id));
  const orphans = all.project_files.filter((f) => !projects.has(String(f.data.project_id)));
  expect(orphans.map((f) => f.id)).toEqual([]);
  const paths = new Set<string>();
  for (const name of ADMIN_COLLECTIONS) {
    for (const d of all[name]) for (const { path } of documentObjects(name, d.data, BUCKET)) paths.add(path);
  }
  const [stored] = await bucket().getFiles();
  const names = new Set(stored.map((f) => f.name));
  expect([...paths].filter((path) => !names.has(path))).toEqual([]);
  return all;
}

const ids = (all: Record<CollectionName, BackupDoc[]>) =>
  ADMIN_COLLECTIONS.flatMap((n) => all[n].map((d) => `${n}/${d.id}`));

/**
 * The seeded content's backup, exported once: an export fetches every stored file through the
 * rules, seconds each time on this machine. Every backup below starts from the seeded content (a
 * refusal writes nothing, which each refusal checks, and the last test seeds again), and each is
 * decoded afresh from these bytes, as the admin's file arrives.
 */
let seededZip: Uint8Array;

beforeAll(async () => {
  if (!STORAGE_HOST) throw new Error('The Storage emulator is not running: restore tests need it');
  await clearFirestore();
  await seed({ projectId: DEMO_PROJECT, force: true, quiet: true, storageHost: STORAGE_HOST });
  await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  seededZip = await createBackup();
}, 120_000);

afterAll(async () => {
  await signOut();
  await closeAdminApps();
});

describe('a crafted backup is refused before anything is written', () => {
  async function refusedWhole(tamper: (backup: Backup) => void, reason: RegExp) {
    const before = shownAll(await readAllContent());
    const backup = decodeBackup(seededZip);
    tamper(backup);
    let refusal: unknown = null;
    try {
      validateBackup(backup);
      await restoreBackup(backup);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toMatch(reason);
    expect(shownAll(await readAllContent())).toEqual(before);
  }

  it('control characters, -0 and 1e16', async () => {
    await refusedWhole(
      (b) => (b.content.collections.skills[0]!.data.name = '\u0001'),
      /skills\/.*: name is not valid/,
    );
    await refusedWhole(
      (b) => (b.content.collections.skills[0]!.data.proficiency = -0),
      /proficiency is not valid/,
    );
    await refusedWhole(
      (b) => (b.content.collections.services[0]!.data.order_index = 1e16),
      /order_index is not valid/,
    );
  });

  it("a file record naming another project's stored file", async () => {
    // Its link and storage_path name another file's object; that object's bytes are "missing".
    await refusedWhole((b) => {
      const files = b.content.collections.project_files;
      const stored = files.find((f) => f.data.storage_path !== '')!;
      const other = b.content.collections.projects.find((p) => p.id !== stored.data.project_id)!;
      b.content.collections.project_files = files.filter((f) => f.id !== stored.id);
      b.content.collections.project_files.push({
        id: 'thief',
        data: { ...stored.data, project_id: other.id },
      });
      b.content.missing_objects.push(String(stored.data.storage_path));
      b.content.objects = b.content.objects.filter((o) => o.path !== stored.data.storage_path);
    }, /project_files\/thief names the stored file files\/.*, which project_files\/.* names already/);
    // Its storage_path names another object than its link.
    await refusedWhole((b) => {
      const files = b.content.collections.project_files;
      const stored = files.filter((f) => f.data.storage_path !== '');
      stored[0]!.data.storage_path = stored[1]!.data.storage_path!;
    }, /storage_path is not the object of file_url/);
  });

  it('a file over its folder limit, from the size the zip declares (a zip bomb is unit-tested)', async () => {
    const before = shownAll(await readAllContent());
    const backup = decodeBackup(seededZip);
    backup.files.set('projects/huge.png', new Uint8Array(6 * 1024 * 1024));
    expect(() => decodeBackup(encodeBackup(backup))).toThrow(
      'objects/projects/huge.png would unpack to 6 MB, over the projects upload limit of 5 MB.',
    );
    expect(shownAll(await readAllContent())).toEqual(before);
  });
});

describe('a restore in batches', () => {
  it('stopped after every upload and batch, keeps the site readable, and a run again finishes', async () => {
    // Files of 21 projects: more than one batch may look up.
    const backup = biggerBackup(21);
    const previous = new Set(ids(await readAllContent()));
    let runs = 0;
    let recordsStops = 0;
    const phases = new Set<RestorePhase>();
    for (;;) {
      let stoppedIn = null as RestorePhase | null;
      runs++;
      try {
        await restoreBackup(backup, {
          afterStep: (phase, step) => {
            // The server's records are sent again on every run: stop after the next one each time.
            if (phase === 'records' && step <= recordsStops) return;
            stoppedIn = phase;
            throw new Error('stopped');
          },
        });
        break;
      } catch (error) {
        expect((error as Error).name).toBe('RestoreFailure');
      }
      expect(stoppedIn).not.toBeNull();
      phases.add(stoppedIn!);
      if (stoppedIn === 'records') recordsStops++;
      const now = await readable();
      if (stoppedIn === 'uploading' || stoppedIn === 'writing') {
        // Nothing of the previous content is removed before the whole backup is written.
        const present = new Set(ids(now));
        expect([...previous].filter((id) => !present.has(id))).toEqual([]);
      }
      expect(runs).toBeLessThan(200);
    }
    // One step per run: 21 projects one by one, then at least 2 batches of their files.
    expect(runs).toBeGreaterThan(23);
    expect([...phases].sort()).toEqual(['records', 'removing', 'writing']);

    const all = await readable();
    expect(shownAll(all)).toEqual(shownAll(backup.content.collections));
    expect(all.projects.filter((p) => p.id.startsWith('bulk-project-'))).toHaveLength(21);

    // Nothing left to do: nothing written, removed or uploaded.
    expect(await restoreBackup(backup)).toEqual({
      written: [],
      deleted: [],
      uploaded: 0,
      times: 0,
      messages: 0,
    });
  }, 300_000);

  it('restores files for 60 projects completely in one run', async () => {
    // From the seeded content, which the backup does not match.
    await clearFirestore();
    await seed({ projectId: DEMO_PROJECT, force: true, quiet: true, storageHost: STORAGE_HOST });
    const backup = biggerBackup(60);
    const steps: string[] = [];
    const result = await restoreBackup(backup, {
      onProgress: (p) => steps.push(`${p.phase} ${p.done}/${p.total}`),
    });
    expect(result.written.filter((id) => id.startsWith('projects/bulk-'))).toHaveLength(60);
    expect(result.written.filter((id) => id.startsWith('project_files/bulk-'))).toHaveLength(120);
    expect(shownAll(await readable())).toEqual(shownAll(backup.content.collections));
    // Progress counts up to its total in every phase; the server's records come last.
    expect(steps).toContain(`writing ${result.written.length}/${result.written.length}`);
    expect(steps).toContain(`removing ${result.deleted.length}/${result.deleted.length}`);
    expect(steps.at(-1)).toMatch(/^records (\d+)\/\1$/);
  }, 300_000);
});
