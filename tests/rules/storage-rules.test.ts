// storage.rules: public read of projects/, profiles/ and files/; admin-only writes of the right
// content types up to UPLOAD_LIMITS. The Storage emulator needs a rules runtime that is a
// download (DESIGN.md); where it cannot run, the matrix is skipped under a title that says so.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FOLDERS } from '@portfolio/model/collections';
import { UPLOAD_LIMITS } from '@portfolio/model/limits';
import {
  contextFor,
  rulesEnvironment,
  storageEmulatorHost,
  storageOf,
  storageRulesSource,
  type Role,
} from './support';

type Folder = keyof typeof UPLOAD_LIMITS;
const FOLDERS = Object.values(STORAGE_FOLDERS) as Folder[];

/** The size limit written in storage.rules for a folder, e.g. `5 * 1024 * 1024`. */
function ruleLimit(folder: Folder): number {
  const block = new RegExp(`match /${folder}/\\{name\\}[\\s\\S]*?sizeUpTo\\(([\\d\\s*]+)\\)`).exec(
    storageRulesSource(),
  );
  if (!block) throw new Error(`no sizeUpTo(...) for ${folder}/ in storage.rules`);
  return block[1]!.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
}

describe('storage.rules agrees with UPLOAD_LIMITS', () => {
  it.each(FOLDERS)('%s/', (folder) => {
    expect(ruleLimit(folder)).toBe(UPLOAD_LIMITS[folder]);
  });
});

const IMAGE = { contentType: 'image/png' };
const bytes = (n: number) => new Uint8Array(n);

const STORAGE_SKIP_REASON =
  'Storage emulator unavailable (FIREBASE_STORAGE_EMULATOR_HOST unset): storage rules not exercised';
// Skipped tests are silent in the default reporter: say it once, plainly, in the test output.
if (!storageEmulatorHost) console.warn(STORAGE_SKIP_REASON);

describe.skipIf(!storageEmulatorHost)(
  storageEmulatorHost ? 'storage rules in the Storage emulator' : STORAGE_SKIP_REASON,
  () => {
    let env: RulesTestEnvironment;
    beforeAll(async () => {
      env = await rulesEnvironment({ storage: true });
      await env.clearStorage();
      await env.withSecurityRulesDisabled(async (ctx) => {
        for (const folder of FOLDERS)
          await uploadBytes(ref(storageOf(ctx), `${folder}/existing.png`), bytes(10), IMAGE);
        await uploadBytes(ref(storageOf(ctx), 'private/secret.png'), bytes(10), IMAGE);
      });
    });
    afterAll(async () => {
      await env?.cleanup();
    });

    const upload = (role: Role, path: string, size: number, contentType: string) =>
      uploadBytes(ref(storageOf(contextFor(env, role)), path), bytes(size), { contentType });

    describe.each(FOLDERS)('%s/', (folder) => {
      const limit = UPLOAD_LIMITS[folder];

      it.each(['visitor', 'user', 'admin'] as const)('%s may read', async (role) => {
        await assertSucceeds(getBytes(ref(storageOf(contextFor(env, role)), `${folder}/existing.png`)));
      });

      it.each(['visitor', 'user'] as const)('%s may not upload or delete', async (role) => {
        await assertFails(upload(role, `${folder}/a-1.png`, 10, 'image/png'));
        await assertFails(deleteObject(ref(storageOf(contextFor(env, role)), `${folder}/existing.png`)));
      });

      it(`admin uploads an image up to ${limit} bytes, not one byte more`, async () => {
        await assertSucceeds(upload('admin', `${folder}/at-limit.png`, limit, 'image/png'));
        await assertFails(upload('admin', `${folder}/past-limit.png`, limit + 1, 'image/png'));
      });

      it('admin may not upload into a sub-folder', async () => {
        await assertFails(upload('admin', `${folder}/nested/a-1.png`, 10, 'image/png'));
      });

      it('admin may delete', async () => {
        await env.withSecurityRulesDisabled((ctx) =>
          uploadBytes(ref(storageOf(ctx), `${folder}/doomed.png`), bytes(10), IMAGE).then(() => undefined),
        );
        await assertSucceeds(deleteObject(ref(storageOf(contextFor(env, 'admin')), `${folder}/doomed.png`)));
      });
    });

    it.each(['projects', 'profiles'] as const)('%s/ accepts images only', async (folder) => {
      await assertSucceeds(upload('admin', `${folder}/a-1.webp`, 10, 'image/webp'));
      for (const type of ['video/mp4', 'application/pdf', 'text/html', 'application/octet-stream']) {
        await assertFails(upload('admin', `${folder}/a-1.bin`, 10, type));
      }
    });

    it('files/ accepts the project file types', async () => {
      const accepted: Array<[string, string]> = [
        ['a-1.mp4', 'video/mp4'],
        ['a-1.pdf', 'application/pdf'],
        ['a-1.zip', 'application/zip'],
        ['a-1.apk', 'application/vnd.android.package-archive'],
        ['a-1.apk', 'application/octet-stream'],
        ['a-1.ipynb', 'application/octet-stream'],
        ['a-1.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ['a-1.csv', 'text/csv'],
        ['a-1.txt', 'text/plain'],
      ];
      for (const [name, type] of accepted) await assertSucceeds(upload('admin', `files/${name}`, 10, type));
    });

    it('files/ refuses HTML, scripts and untyped files of unknown extensions', async () => {
      const refused: Array<[string, string]> = [
        ['a-1.html', 'text/html'],
        ['a-1.js', 'application/javascript'],
        ['a-1.exe', 'application/octet-stream'],
        ['a-1', 'application/octet-stream'],
      ];
      for (const [name, type] of refused) await assertFails(upload('admin', `files/${name}`, 10, type));
    });

    it('nothing outside the three folders is readable or writable, even by the admin', async () => {
      await assertFails(getBytes(ref(storageOf(contextFor(env, 'visitor')), 'private/secret.png')));
      await assertFails(upload('admin', 'private/a-1.png', 10, 'image/png'));
      await assertFails(upload('admin', 'a-1.png', 10, 'image/png'));
    });
  },
);
