// A project's address (/projects/<slug>) is unique: it is claimed in project_slugs/<slug> in the
// same write as the project, so no admin action (two tabs, a hand-made request) can give two
// projects one address, and a renamed project keeps its old one.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { PROJECT_SLUGS_COLLECTION, SLUG_MAX } from '@portfolio/model/slug';
import { arrange, arrangeAll, remove } from './arrange';
import { OTHER_PROJECT_ID, PROJECT_ID, projectsCase, text } from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});

let admin: Firestore;
beforeEach(async () => {
  await arrangeAll(env);
  // PROJECT_ID lives at 'churn' and was called 'churn-old' before.
  await arrange(env, [
    [COLLECTIONS.projects, PROJECT_ID, { ...projectsCase.valid(), slug: 'churn', old_slugs: ['churn-old'] }],
    [PROJECT_SLUGS_COLLECTION, 'churn', { project_id: PROJECT_ID }],
    [PROJECT_SLUGS_COLLECTION, 'churn-old', { project_id: PROJECT_ID }],
  ]);
  admin = firestoreOf(contextFor(env, 'admin'));
});

const project = (db: Firestore, id: string) => doc(db, COLLECTIONS.projects, id);
const claim = (db: Firestore, slug: string) => doc(db, PROJECT_SLUGS_COLLECTION, slug);

/**
 * What the admin form writes: the project and the claim on its address, in one batch. A new
 * project is created whole; an existing one gets the fields (its created_at stays).
 */
function saveWithClaim(db: Firestore, id: string, fields: DocumentData, slug = fields.slug as string) {
  const batch = writeBatch(db);
  if ([PROJECT_ID, OTHER_PROJECT_ID].includes(id)) batch.update(project(db, id), fields);
  else batch.set(project(db, id), { ...projectsCase.valid(), ...fields });
  batch.set(claim(db, slug), { project_id: id });
  return batch.commit();
}

describe('a project with an address', () => {
  it('is saved together with its claim, which every visitor can read', async () => {
    await assertSucceeds(saveWithClaim(admin, 'new-project', { slug: 'sales-forecast', old_slugs: [] }));
    const visitor = firestoreOf(contextFor(env, 'visitor'));
    const read = await assertSucceeds(getDoc(claim(visitor, 'sales-forecast')));
    expect(read.get('project_id')).toBe('new-project');
  });

  it.each([
    ['capitals', 'Sales-Forecast'],
    ['a double hyphen', 'sales--forecast'],
    ['a leading hyphen', '-sales'],
    ['a trailing hyphen', 'sales-'],
    ['an underscore', 'sales_forecast'],
    ['a dot', 'sales.forecast'],
    ['an accent', 'prévision'],
    ['one character over the limit', text(SLUG_MAX + 1, 'a')],
  ])('refuses a slug with %s', async (_, slug) => {
    await assertFails(saveWithClaim(admin, 'new-project', { slug }));
  });

  it('refuses a slug that is not a string', async () => {
    const batch = writeBatch(admin);
    batch.set(project(admin, 'new-project'), { ...projectsCase.valid(), slug: 42 });
    batch.set(claim(admin, 'x42'), { project_id: 'new-project' });
    await assertFails(batch.commit());
  });

  it('accepts a slug of exactly the limit', async () => {
    await assertSucceeds(saveWithClaim(admin, 'new-project', { slug: text(SLUG_MAX, 'a') }));
  });

  it('refuses a project whose address is not claimed in the same write', async () => {
    await assertFails(setDoc(project(admin, 'new-project'), { ...projectsCase.valid(), slug: 'unclaimed' }));
  });

  it("refuses another project's current address, and its earlier one while it exists", async () => {
    await assertFails(saveWithClaim(admin, OTHER_PROJECT_ID, { slug: 'churn' }));
    await assertFails(saveWithClaim(admin, OTHER_PROJECT_ID, { slug: 'churn-old' }));
    const stolen = await getDoc(claim(admin, 'churn'));
    expect(stolen.get('project_id')).toBe(PROJECT_ID);
  });

  it("refuses an address that is another project's document id (its old link)", async () => {
    await arrange(env, [[COLLECTIONS.projects, 'old-link', projectsCase.valid()]]);
    await assertFails(saveWithClaim(admin, 'new-project', { slug: 'old-link' }));
  });

  it("refuses a new project whose id is another project's address, current or earlier", async () => {
    for (const taken of ['churn', 'churn-old']) {
      await assertFails(setDoc(project(admin, taken), projectsCase.valid()));
      expect((await getDoc(project(admin, taken))).exists()).toBe(false);
    }
    await assertSucceeds(setDoc(project(admin, 'churn-2'), projectsCase.valid()));
  });

  it('lets only the first of two tabs saving the same new address succeed', async () => {
    const otherTab = firestoreOf(contextFor(env, 'admin'));
    await assertSucceeds(saveWithClaim(admin, 'tab-one', { slug: 'shared-name' }));
    await assertFails(saveWithClaim(otherTab, 'tab-two', { slug: 'shared-name' }));
    expect((await getDoc(claim(admin, 'shared-name'))).get('project_id')).toBe('tab-one');
  });

  it('keeps its old address when renamed, and may take it back later', async () => {
    await assertSucceeds(
      saveWithClaim(admin, PROJECT_ID, { slug: 'churn-v2', old_slugs: ['churn-old', 'churn'] }),
    );
    expect((await getDoc(claim(admin, 'churn'))).get('project_id')).toBe(PROJECT_ID);
    await assertSucceeds(
      saveWithClaim(admin, PROJECT_ID, { slug: 'churn', old_slugs: ['churn-old', 'churn-v2'] }),
    );
  });

  it('refuses an earlier address that is not a slug', async () => {
    await assertFails(saveWithClaim(admin, PROJECT_ID, { slug: 'churn', old_slugs: ['../admin'] }));
    await assertFails(saveWithClaim(admin, PROJECT_ID, { slug: 'churn', old_slugs: Array(21).fill('a') }));
  });

  it('refuses an earlier address the project never held: it would hold no claim', async () => {
    // Written straight into old_slugs, 'acme-bank' would redirect here with no claim behind it,
    // and another project could take it as its own address: one path, two pages.
    await assertFails(
      saveWithClaim(admin, PROJECT_ID, { slug: 'churn', old_slugs: ['churn-old', 'acme-bank'] }),
    );
    await assertFails(saveWithClaim(admin, 'new-project', { slug: 'fresh', old_slugs: ['acme-bank'] }));
    expect((await getDoc(claim(admin, 'acme-bank'))).exists()).toBe(false);
    // Renaming moves the address it had into old_slugs (its claim stays); dropping one is fine.
    await assertSucceeds(saveWithClaim(admin, PROJECT_ID, { slug: 'churn-2', old_slugs: ['churn'] }));
    await assertSucceeds(saveWithClaim(admin, 'new-project', { slug: 'fresh', old_slugs: [] }));
  });

  it("frees a deleted project's addresses for a new project", async () => {
    await remove(env, COLLECTIONS.projects, PROJECT_ID);
    await assertSucceeds(saveWithClaim(admin, OTHER_PROJECT_ID, { slug: 'churn' }));
  });
});

describe('claims', () => {
  it('are read one by one by visitors, never listed by anyone but the admin', async () => {
    for (const role of ['visitor', 'user'] as const) {
      const db = firestoreOf(contextFor(env, role));
      await assertSucceeds(getDoc(claim(db, 'churn-old')));
      await assertFails(getDocs(collection(db, PROJECT_SLUGS_COLLECTION)));
    }
    await assertSucceeds(getDocs(collection(admin, PROJECT_SLUGS_COLLECTION)));
  });

  it('cannot be made for a project that does not hold the address', async () => {
    await assertFails(setDoc(claim(admin, 'squatted'), { project_id: PROJECT_ID }));
  });

  it('cannot be moved to another project or deleted while their project exists', async () => {
    await assertFails(setDoc(claim(admin, 'churn'), { project_id: OTHER_PROJECT_ID }));
    await assertFails(deleteDoc(claim(admin, 'churn-old')));
  });

  it('cannot carry anything but the project id', async () => {
    const batch = writeBatch(admin);
    batch.set(project(admin, 'new-project'), { ...projectsCase.valid(), slug: 'extra' });
    batch.set(claim(admin, 'extra'), { project_id: 'new-project', note: 'x' });
    await assertFails(batch.commit());
  });

  it('are written by no one but the admin', async () => {
    for (const role of ['visitor', 'user'] as const) {
      const db = firestoreOf(contextFor(env, role));
      await assertFails(saveWithClaim(db, 'new-project', { slug: 'by-a-stranger' }));
      await assertFails(deleteDoc(claim(db, 'churn')));
    }
  });
});
