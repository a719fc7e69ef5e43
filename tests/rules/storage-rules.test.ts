// storage.rules in the real Storage emulator (firebase-tools' server with Google's rules engine):
// objects of projects/, profiles/ and files/ that content names readable by URL by anyone, the
// uploads no content names and the folders by the admin only; admin-only writes of the right content types up to UPLOAD_LIMITS, with bounded custom
// metadata. The SDK's uploadBytes sends multipart uploads, which keep their content type.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, list, ref, uploadBytes, type UploadMetadata } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FOLDERS } from '@portfolio/model/collections';
import { UPLOAD_LIMITS } from '@portfolio/model/limits';
import { forgetUploads, recordUploads } from './arrange';
import { contextFor, rulesEnvironment, storageOf, storageRulesSource, type Role } from './support';

type Folder = keyof typeof UPLOAD_LIMITS;
const FOLDERS = Object.values(STORAGE_FOLDERS) as Folder[];

/** The size limit written in storage.rules for a folder, e.g. `5 * 1024 * 1024`. */
function ruleLimit(folder: Folder): number {
  const block = new RegExp(`match /${folder}/\\{name\\}[\\s\\S]*?canWrite\\(([\\d\\s*]+)\\)`).exec(
    storageRulesSource(),
  );
  if (!block) throw new Error(`no canWrite(...) for ${folder}/ in storage.rules`);
  return block[1]!.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
}

describe('storage.rules agrees with UPLOAD_LIMITS', () => {
  it.each(FOLDERS)('%s/', (folder) => {
    expect(ruleLimit(folder)).toBe(UPLOAD_LIMITS[folder]);
  });
});

const IMAGE = { contentType: 'image/png' };
const bytes = (n: number) => new Uint8Array(n);

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment({ storage: true });
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const folder of FOLDERS)
      await uploadBytes(ref(storageOf(ctx), `${folder}/existing.png`), bytes(10), IMAGE);
    for (const folder of FOLDERS)
      for (const name of UNNAMED)
        await uploadBytes(ref(storageOf(ctx), `${folder}/${name}`), bytes(10), IMAGE);
    await uploadBytes(ref(storageOf(ctx), 'private/secret.png'), bytes(10), IMAGE);
  });
  await recordUploads([
    ...FOLDERS.map((folder) => ({ path: `${folder}/existing.png`, named: true })),
    ...FOLDERS.map((folder) => ({ path: `${folder}/${NAMED_UNDERSCORE}`, named: true })),
    ...FOLDERS.map((folder) => ({ path: `${folder}/dropped-1.png`, named: false })),
  ]);
});
afterAll(async () => {
  await forgetUploads(
    FOLDERS.flatMap((f) => [`${f}/existing.png`, `${f}/${NAMED_UNDERSCORE}`, `${f}/dropped-1.png`]),
  );
  await env?.cleanup();
});

/**
 * Uploads no content names: one without a record (a cover uploaded for a project never saved),
 * one whose content let it go (named: false), and one whose name differs from a named upload's
 * only where the record id escapes it.
 */
const NAMED_UNDERSCORE = 'cover_1-1700000000000.png';
const UNNAMED = ['never-saved-1.png', 'dropped-1.png', 'cover-1-1700000000000.png', NAMED_UNDERSCORE];

const storageFor = (role: Role) => storageOf(contextFor(env, role));
const upload = (role: Role, path: string, size: number, contentType: string, extra: UploadMetadata = {}) =>
  uploadBytes(ref(storageFor(role), path), bytes(size), { contentType, ...extra });

describe.each(FOLDERS)('%s/', (folder) => {
  const limit = UPLOAD_LIMITS[folder];

  it.each(['visitor', 'user', 'admin'] as const)('%s may fetch an object by its address', async (role) => {
    await assertSucceeds(getBytes(ref(storageFor(role), `${folder}/existing.png`)));
    await assertSucceeds(getBytes(ref(storageFor(role), `${folder}/${NAMED_UNDERSCORE}`)));
  });

  it.each(['visitor', 'user'] as const)('%s may not fetch an upload no content names', async (role) => {
    for (const name of UNNAMED.filter((n) => n !== NAMED_UNDERSCORE))
      await assertFails(getBytes(ref(storageFor(role), `${folder}/${name}`)));
  });

  it('admin fetches an upload no content names (the form previews it before saving)', async () => {
    await assertSucceeds(getBytes(ref(storageFor('admin'), `${folder}/never-saved-1.png`)));
  });

  it.each(['visitor', 'user'] as const)('%s may not list the folder', async (role) => {
    await assertFails(list(ref(storageFor(role), folder)));
  });

  it.each(['visitor', 'user'] as const)('%s may not upload, replace or delete', async (role) => {
    await assertFails(upload(role, `${folder}/a-1.png`, 10, 'image/png'));
    await assertFails(upload(role, `${folder}/existing.png`, 10, 'image/png'));
    await assertFails(deleteObject(ref(storageFor(role), `${folder}/existing.png`)));
  });

  it('a token that only looks like the admin may not upload', async () => {
    const pretender = storageOf(env.authenticatedContext('pretender', { admin: 'true' }));
    await assertFails(uploadBytes(ref(pretender, `${folder}/a-1.png`), bytes(10), IMAGE));
  });

  it(`admin uploads an image of ${limit} bytes, not ${limit + 1}, and not an empty one`, async () => {
    await assertSucceeds(upload('admin', `${folder}/at-limit.png`, limit, 'image/png'));
    await assertFails(upload('admin', `${folder}/past-limit.png`, limit + 1, 'image/png'));
    await assertFails(upload('admin', `${folder}/empty.png`, 0, 'image/png'));
  });

  it('admin may not upload SVG or HTML: both carry script', async () => {
    await assertFails(upload('admin', `${folder}/a-1.svg`, 10, 'image/svg+xml'));
    await assertFails(upload('admin', `${folder}/a-2.svg`, 10, 'image/SVG+xml'));
    await assertFails(upload('admin', `${folder}/a-1.html`, 10, 'text/html'));
  });

  it('custom metadata stays small: the original name, nothing else, up to 200 characters', async () => {
    await assertSucceeds(
      upload('admin', `${folder}/named.png`, 10, 'image/png', {
        customMetadata: { originalName: 'x'.repeat(200) },
      }),
    );
    await assertFails(
      upload('admin', `${folder}/long-name.png`, 10, 'image/png', {
        customMetadata: { originalName: 'x'.repeat(201) },
      }),
    );
    await assertFails(
      upload('admin', `${folder}/extra.png`, 10, 'image/png', { customMetadata: { note: 'hi' } }),
    );
  });

  it('admin may not upload into a sub-folder', async () => {
    await assertFails(upload('admin', `${folder}/nested/a-1.png`, 10, 'image/png'));
  });

  it('admin may delete', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      uploadBytes(ref(storageOf(ctx), `${folder}/doomed.png`), bytes(10), IMAGE).then(() => undefined),
    );
    await assertSucceeds(deleteObject(ref(storageFor('admin'), `${folder}/doomed.png`)));
  });
});

describe.each(['projects', 'profiles'] as const)('%s/ accepts images only', (folder) => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])(
    'accepts %s',
    async (type) => {
      await assertSucceeds(upload('admin', `${folder}/a-1.img`, 10, type));
    },
  );
  it.each(['video/mp4', 'application/pdf', 'text/html', 'application/octet-stream', 'image', 'imagex/png'])(
    'refuses %s',
    async (type) => {
      await assertFails(upload('admin', `${folder}/a-1.img`, 10, type));
    },
  );
});

describe('files/ accepts the project file types', () => {
  it.each([
    ['a-1.png', 'image/png'],
    ['a-1.mp4', 'video/mp4'],
    ['a-1.webm', 'video/webm'],
    ['a-1.pdf', 'application/pdf'],
    ['a-1.zip', 'application/zip'],
    ['a-1.apk', 'application/vnd.android.package-archive'],
    ['a-1.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a-1.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a-1.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['a-1.odt', 'application/vnd.oasis.opendocument.text'],
    ['a-1.ipynb', 'application/x-ipynb+json'],
    ['a-1.csv', 'text/csv'],
    ['a-1.txt', 'text/plain'],
    ['a-1.APK', 'application/octet-stream'],
    ['a-1.ipynb', 'application/octet-stream'],
    ['a-1.parquet', 'application/octet-stream'],
  ])('accepts %s as %s', async (name, type) => {
    await assertSucceeds(upload('admin', `files/${name}`, 10, type));
  });

  it.each([
    ['a-1.html', 'text/html'],
    ['a-1.svg', 'image/svg+xml'],
    ['a-1.svg', 'application/xhtml+xml'],
    ['a-1.js', 'application/javascript'],
    ['a-1.exe', 'application/octet-stream'],
    ['a-1.apk.exe', 'application/octet-stream'],
    ['a-1', 'application/octet-stream'],
    ['a-1.sh', 'application/x-sh'],
    // An accepted extension does not make any type acceptable: HTML named .txt stays out.
    ['a-1.txt', 'text/html'],
    ['a-1.pdf', 'application/x-msdownload'],
  ])('refuses %s as %s', async (name, type) => {
    await assertFails(upload('admin', `files/${name}`, 10, type));
  });
});

describe('outside the three folders', () => {
  it('nothing is readable, listable or writable, even by the admin', async () => {
    await assertFails(getBytes(ref(storageFor('visitor'), 'private/secret.png')));
    await assertFails(getBytes(ref(storageFor('admin'), 'private/secret.png')));
    await assertFails(list(ref(storageFor('admin'), 'private')));
    await assertFails(list(ref(storageFor('visitor'))));
    await assertFails(upload('admin', 'private/a-1.png', 10, 'image/png'));
    await assertFails(upload('admin', 'a-1.png', 10, 'image/png'));
  });
});
