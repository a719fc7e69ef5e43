// An admin session (or a stolen one) may rename, describe and reorder a project file, but never
// re-point it: the cascade deletes storage_path when its project goes, so a file rewritten to
// name another project's object would take that object with it.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { arrange, arrangeAll } from './arrange';
import { OTHER_PROJECT_ID, projectFilesCase } from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await arrangeAll(env);
  await arrange(env, [
    [
      COLLECTIONS.projectFiles,
      'uploaded',
      {
        ...projectFilesCase.valid(),
        file_url: 'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/files%2Fmine-1.apk?alt=media',
        file_type: 'application/vnd.android.package-archive',
        storage_path: 'files/mine-1.apk',
      },
    ],
  ]);
});

const adminFile = (id = 'uploaded') =>
  doc(firestoreOf(contextFor(env, 'admin')), COLLECTIONS.projectFiles, id);

describe('a stored project file', () => {
  it.each([
    ['storage_path to another project’s object', { storage_path: 'files/theirs-2.pdf' }],
    ['storage_path emptied (the object would be orphaned)', { storage_path: '' }],
    ['file_url to another host', { file_url: 'https://evil.example/x.apk' }],
    ['file_type', { file_type: 'text/html' }],
    ['project_id', { project_id: OTHER_PROJECT_ID }],
  ])('refuses rewriting %s', async (_, change) => {
    await assertFails(updateDoc(adminFile(), change));
  });

  it('refuses a re-pointing hidden in a legitimate edit', async () => {
    await assertFails(updateDoc(adminFile(), { name: 'Renamed', storage_path: 'files/theirs-2.pdf' }));
  });

  it('still takes the editor’s name, description and order, alone or together', async () => {
    await assertSucceeds(updateDoc(adminFile(), { name: 'Release build' }));
    await assertSucceeds(updateDoc(adminFile(), { description: 'Signed APK' }));
    await assertSucceeds(updateDoc(adminFile(), { order_index: 7 }));
    await assertSucceeds(updateDoc(adminFile(), projectFilesCase.update()));
  });

  it('still takes a reorder of several files in one batch (what the reorder function writes)', async () => {
    const db = firestoreOf(contextFor(env, 'admin'));
    const batch = writeBatch(db);
    batch.update(doc(db, COLLECTIONS.projectFiles, 'uploaded'), { order_index: 1 });
    batch.update(doc(db, COLLECTIONS.projectFiles, projectFilesCase.id), { order_index: 0 });
    await assertSucceeds(batch.commit());
  });
});
