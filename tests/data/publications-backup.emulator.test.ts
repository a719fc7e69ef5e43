// Papers through a backup, against the emulators with the real rules: a backup restores the
// papers it holds, and one made before papers existed restores everything else and leaves the
// papers added since as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/data/auth';
import { createBackup, readAllContent } from '@/data/backup/backup';
import { restoreBackup } from '@/data/backup/restore';
import { decodeBackup, encodeBackup, type Backup } from '@/lib/backup/format';
import { validateBackup } from '@/lib/backup/validate';
import { COLLECTIONS } from '@portfolio/model/collections';
import { DEMO_ADMIN, publications } from '../../scripts/seed/demo-content.ts';
import { seed } from '../../scripts/seed/seed.ts';
import { clearFirestore, closeAdminApps, DEMO_PROJECT } from '../support/emulator';

const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

/** Through the zip and the checks, as the admin's file arrives. */
function reread(backup: Backup): Backup {
  const read = decodeBackup(encodeBackup(backup));
  validateBackup(read);
  return read;
}

const papers = async () =>
  Object.fromEntries((await readAllContent())[COLLECTIONS.publications].map((d) => [d.id, d.data.title]));

/**
 * The seeded content's backup, exported once (an export fetches every stored file through the
 * rules, seconds on this machine); each test decodes it afresh. The second test's backup is then
 * the seeded content's rather than the first test's result: they differ only in a paper's title,
 * and that backup leaves papers out.
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

describe('papers in a backup', () => {
  it('are backed up and put back as the backup had them', async () => {
    const backup = decodeBackup(seededZip);
    expect(backup.content.collections.publications.map((d) => d.id).sort()).toEqual(
      publications.map((p) => p.id).sort(),
    );
    const [first] = backup.content.collections.publications;
    first!.data.title = '<script>alert(1)</script> Restored as text';
    await restoreBackup(reread(backup));
    expect((await papers())[first!.id]).toBe('<script>alert(1)</script> Restored as text');
  }, 120_000);

  it('are left as they are by a backup made before papers existed', async () => {
    const backup = decodeBackup(seededZip);
    const collections = backup.content.collections as Partial<typeof backup.content.collections>;
    delete collections.publications;
    backup.content.collections.skills[0]!.data.name = 'Renamed by the old backup';
    const old = reread(backup);
    expect(old.content.lacks).toEqual(['publications']);
    const before = await papers();
    expect(Object.keys(before)).toHaveLength(publications.length);

    const result = await restoreBackup(old);
    expect(result.written).toContain(`${COLLECTIONS.skills}/${backup.content.collections.skills[0]!.id}`);
    expect(result.deleted).toEqual([]);
    expect(await papers()).toEqual(before);
  }, 120_000);
});
