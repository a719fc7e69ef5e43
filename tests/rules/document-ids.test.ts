// A document id becomes a page path, a file name and a link: an id with a backslash once stopped
// every prerender and publish. The admin (or a client acting as the admin) may write only safe
// slugs, in every collection, while Firestore auto ids, the field names of personal_info and
// the seed's slugs keep working. Documents stored before (written past the rules) can still be
// deleted, so the admin can clean them up.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { SAFE_ID_MAX } from '@portfolio/model/collections';
import { arrange, arrangeAll } from './arrange';
import { contactCase, CONTENT_CASES, projectFilesCase, text } from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment } from './support';

// '..' and '__x__' never reach the rules: Firestore refuses them itself.
const UNSAFE = ['a\\b', 'proj.1', 'a b', 'a%2Fb', 'é', 'a:b', text(SAFE_ID_MAX + 1)];

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await arrangeAll(env);
});
afterAll(async () => {
  await env.cleanup();
});

const db = () => firestoreOf(contextFor(env, 'admin'));

describe.each(CONTENT_CASES)('$name ids', (c) => {
  it('refuses the admin a create under an id that is not a safe slug', async () => {
    for (const id of UNSAFE) await assertFails(setDoc(doc(db(), c.name, id), c.valid()));
  });

  it('still takes a slug of the longest length, an auto id, and personal_info’s field names', async () => {
    if (c.name === 'personal_info') {
      await assertSucceeds(setDoc(doc(db(), c.name, c.id), c.valid()));
      return;
    }
    await assertSucceeds(
      setDoc(doc(db(), c.name, `${c.id}_${text(SAFE_ID_MAX - c.id.length - 1)}`), c.valid()),
    );
    await assertSucceeds(setDoc(doc(collection(db(), c.name)), c.valid()));
  });

  it('refuses updates of a stored unsafe id but lets the admin delete it', async () => {
    const id = 'legacy\\id';
    await arrange(env, [[c.name, id, c.valid()]]);
    await assertFails(updateDoc(doc(db(), c.name, id), c.update()));
    await assertSucceeds(deleteDoc(doc(db(), c.name, id)));
  });
});

describe('ids named inside documents', () => {
  it('a project file names its project by a safe id only', async () => {
    const unsafeProject = 'legacy\\project';
    await arrange(env, [['projects', unsafeProject, { title: 'Legacy' }]]);
    await assertFails(
      setDoc(doc(db(), projectFilesCase.name, 'file-unsafe-parent'), {
        ...projectFilesCase.valid(),
        project_id: unsafeProject,
      }),
    );
    await assertSucceeds(
      setDoc(doc(db(), projectFilesCase.name, 'file-safe-parent'), projectFilesCase.valid()),
    );
  });
});

describe('contact message ids', () => {
  it('the admin marks a message read under a safe id, not under an unsafe one', async () => {
    await arrange(env, [[contactCase.name, 'legacy\\message', contactCase.valid()]]);
    await assertFails(updateDoc(doc(db(), contactCase.name, 'legacy\\message'), contactCase.update()));
    await assertSucceeds(updateDoc(doc(db(), contactCase.name, contactCase.id), contactCase.update()));
  });
});
