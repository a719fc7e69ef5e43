// The Storage emulator cannot run on every machine (its rules runtime is a download), but the
// rules language is the same as Firestore's. So the conditions of storage.rules are also run by
// the Firestore emulator's rules engine: the file is translated mechanically (an upload becomes a
// document {size, contentType} at <folder>/<name>) and attacked with the same matrix. This proves
// the logic (who, which types, which sizes, which folders); storage-rules.test.ts proves the real
// thing wherever the Storage emulator runs.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FOLDERS } from '@portfolio/model/collections';
import { UPLOAD_LIMITS } from '@portfolio/model/limits';
import { contextFor, firestoreOf, storageRulesSource, type Role } from './support';

const TRANSLATION: Array<[string, string]> = [
  ['service firebase.storage', 'service cloud.firestore'],
  ['match /b/{bucket}/o', 'match /databases/{database}/documents'],
  ['request.resource.size', 'request.resource.data.size'],
  ['request.resource.contentType', 'request.resource.data.contentType'],
];

function translated(source: string): string {
  return TRANSLATION.reduce((text, [from, to]) => {
    if (!text.includes(from))
      throw new Error(`storage.rules no longer contains "${from}": update the translation`);
    return text.split(from).join(to);
  }, source);
}

type Folder = keyof typeof UPLOAD_LIMITS;
const FOLDERS = Object.values(STORAGE_FOLDERS) as Folder[];

let env: RulesTestEnvironment;
beforeAll(async () => {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this test through scripts/emulators.mjs exec');
  const [host, port] = [
    value.slice(0, value.lastIndexOf(':')),
    Number(value.slice(value.lastIndexOf(':') + 1)),
  ];
  env = await initializeTestEnvironment({
    projectId: 'demo-storage-logic',
    firestore: { host, port, rules: translated(storageRulesSource()) },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = firestoreOf(ctx);
    for (const folder of [...FOLDERS, 'private']) {
      await setDoc(doc(db, folder, 'existing.png'), { size: 10, contentType: 'image/png' });
    }
  });
});
afterAll(async () => {
  await env.cleanup();
});

const object = (role: Role, folder: string, name: string) =>
  doc(firestoreOf(contextFor(env, role)), folder, name);
const upload = (role: Role, folder: string, name: string, size: number, contentType: string) =>
  setDoc(object(role, folder, name), { size, contentType });

describe('the translation', () => {
  it('keeps every folder rule of storage.rules', () => {
    const text = translated(storageRulesSource());
    for (const folder of FOLDERS) expect(text).toContain(`match /${folder}/{name}`);
  });
});

describe.each(FOLDERS)('%s/ (storage.rules logic)', (folder) => {
  const limit = UPLOAD_LIMITS[folder];

  it.each(['visitor', 'user', 'admin'] as const)('%s may read', async (role) => {
    await assertSucceeds(getDoc(object(role, folder, 'existing.png')));
  });

  it.each(['visitor', 'user'] as const)('%s may not upload, replace or delete', async (role) => {
    await assertFails(upload(role, folder, 'a-1.png', 10, 'image/png'));
    await assertFails(upload(role, folder, 'existing.png', 10, 'image/png'));
    await assertFails(deleteDoc(object(role, folder, 'existing.png')));
  });

  it(`admin uploads an image of ${limit} bytes, not ${limit + 1}, and not an empty one`, async () => {
    await assertSucceeds(upload('admin', folder, 'at-limit.png', limit, 'image/png'));
    await assertFails(upload('admin', folder, 'past-limit.png', limit + 1, 'image/png'));
    await assertFails(upload('admin', folder, 'empty.png', 0, 'image/png'));
  });

  it('a token that only looks like the admin may not upload', async () => {
    const db = firestoreOf(env.authenticatedContext('pretender', { admin: 'true' }));
    await assertFails(setDoc(doc(db, folder, 'a-1.png'), { size: 10, contentType: 'image/png' }));
  });

  it('admin may delete', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(firestoreOf(ctx), folder, 'doomed.png'), { size: 10, contentType: 'image/png' }),
    );
    await assertSucceeds(deleteDoc(object('admin', folder, 'doomed.png')));
  });
});

describe.each(['projects', 'profiles'] as const)('%s/ accepts images only', (folder) => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml'])(
    'accepts %s',
    async (type) => {
      await assertSucceeds(upload('admin', folder, 'a-1.img', 10, type));
    },
  );
  it.each(['video/mp4', 'application/pdf', 'text/html', 'application/octet-stream', 'image', 'imagex/png'])(
    'refuses %s',
    async (type) => {
      await assertFails(upload('admin', folder, 'a-1.img', 10, type));
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
    await assertSucceeds(upload('admin', 'files', name, 10, type));
  });

  it.each([
    ['a-1.html', 'text/html'],
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
    await assertFails(upload('admin', 'files', name, 10, type));
  });
});

describe('outside the three folders', () => {
  it('nothing is readable or writable, even by the admin', async () => {
    await assertFails(getDoc(object('visitor', 'private', 'existing.png')));
    await assertFails(getDoc(object('admin', 'private', 'existing.png')));
    await assertFails(upload('admin', 'private', 'a-1.png', 10, 'image/png'));
  });
});
