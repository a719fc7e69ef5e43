// Notes: visitors read them, the admin writes them within the model's limits, tags are text of
// any script without markup, and each address (/notes/<slug>) is claimed in note_slugs in the
// same write, a namespace apart from projects' and papers' (two notes may not share one).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { NOTE_LIMITS } from '@portfolio/model/limits';
import { NOTE_SLUGS_COLLECTION } from '@portfolio/model/notes';
import { documentChecks } from '@portfolio/model/validate';
import { arrange, arrangeAll, remove } from './arrange';
import { notesCase, PROJECT_ID, publicationsCase, text } from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});

const NOTE = notesCase.id;
let admin: Firestore;
beforeEach(async () => {
  await arrangeAll(env);
  // The arranged note lives at 'shap-and-churn', called 'shap-notes' before.
  await arrange(env, [
    [COLLECTIONS.notes, NOTE, { ...notesCase.valid(), slug: 'shap-and-churn', old_slugs: ['shap-notes'] }],
    [NOTE_SLUGS_COLLECTION, 'shap-and-churn', { note_id: NOTE }],
    [NOTE_SLUGS_COLLECTION, 'shap-notes', { note_id: NOTE }],
  ]);
  admin = firestoreOf(contextFor(env, 'admin'));
});

const note = (db: Firestore, id: string) => doc(db, COLLECTIONS.notes, id);
const claim = (db: Firestore, slug: string) => doc(db, NOTE_SLUGS_COLLECTION, slug);
const fresh = (fields: DocumentData = {}) => ({ ...notesCase.valid(), ...fields });

/** What the admin form writes: the note and the claim on its address, in one batch. */
function saveWithClaim(db: Firestore, id: string, fields: DocumentData, slug = fields.slug as string) {
  const batch = writeBatch(db);
  if (id === NOTE) batch.update(note(db, id), fields);
  else batch.set(note(db, id), fresh(fields));
  batch.set(claim(db, slug), { note_id: id });
  return batch.commit();
}

describe('a note', () => {
  it('is read by visitors and written by the admin alone', async () => {
    const visitor = firestoreOf(contextFor(env, 'visitor'));
    const user = firestoreOf(contextFor(env, 'user'));
    await assertSucceeds(getDoc(note(visitor, NOTE)));
    await assertSucceeds(
      getDocs(query(collection(visitor, COLLECTIONS.notes), where('status', '==', 'published'))),
    );
    await assertFails(setDoc(note(visitor, 'new-note'), fresh()));
    await assertFails(setDoc(note(user, 'new-note'), fresh()));
    await assertFails(deleteDoc(note(user, NOTE)));
    await assertSucceeds(setDoc(note(admin, 'new-note'), fresh()));
    await assertSucceeds(deleteDoc(note(admin, 'new-note')));
  });

  it('takes tags in any script, and C++, C# and words with spaces', async () => {
    const tags = ['数据科学', 'データ', 'C++', 'C#', 'time series', 'Kotlin', 'über-ml', 'R'];
    await assertSucceeds(setDoc(note(admin, 'new-note'), fresh({ tags })));
  });

  it('takes a body at the size limit and ten tags of the longest length', async () => {
    const tags = Array.from({ length: NOTE_LIMITS.tags }, (_, i) => `${i}${text(NOTE_LIMITS.tag - 1, 'é')}`);
    await assertSucceeds(setDoc(note(admin, 'new-note'), fresh({ body: text(NOTE_LIMITS.body), tags })));
  });

  it('keeps its creation time and takes a new publish date', async () => {
    await assertSucceeds(
      setDoc(
        note(admin, NOTE),
        { published_at: Timestamp.fromDate(new Date('2020-01-01')) },
        { merge: true },
      ),
    );
    await assertFails(
      setDoc(note(admin, NOTE), { created_at: Timestamp.fromDate(new Date('2020-01-01')) }, { merge: true }),
    );
  });

  it('agrees with the validator on what a stored note is', () => {
    const check = documentChecks((v) => v instanceof Timestamp)[COLLECTIONS.notes];
    const stored = { ...fresh(), created_at: Timestamp.now() };
    expect(check(NOTE, stored)).toBeNull();
    expect(check(NOTE, { ...stored, tags: ['<b>'] })).toBe('tags is not valid');
    expect(check(NOTE, { ...stored, body: text(NOTE_LIMITS.body + 1) })).toBe('body is not valid');
  });
});

describe('a note with an address', () => {
  it('is saved together with its claim, which a visitor can get but not list', async () => {
    await assertSucceeds(saveWithClaim(admin, 'new-note', { slug: 'kotlin-flows' }));
    const visitor = firestoreOf(contextFor(env, 'visitor'));
    expect((await assertSucceeds(getDoc(claim(visitor, 'kotlin-flows')))).get('note_id')).toBe('new-note');
    await assertFails(getDocs(collection(visitor, NOTE_SLUGS_COLLECTION)));
  });

  it('refuses an address not claimed in the same write, or not an address', async () => {
    await assertFails(setDoc(note(admin, 'new-note'), fresh({ slug: 'unclaimed' })));
    await assertFails(saveWithClaim(admin, 'new-note', { slug: 'Kotlin_Flows' }));
  });

  it("refuses another note's current and earlier address, and a new note under one as its id", async () => {
    await assertFails(saveWithClaim(admin, 'new-note', { slug: 'shap-and-churn' }));
    await assertFails(saveWithClaim(admin, 'new-note', { slug: 'shap-notes' }));
    await assertFails(setDoc(note(admin, 'shap-notes'), fresh()));
    expect((await getDoc(claim(admin, 'shap-and-churn'))).get('note_id')).toBe(NOTE);
  });

  it('refuses an earlier address the note never held, and a new note with earlier addresses', async () => {
    await assertFails(saveWithClaim(admin, NOTE, { slug: 'shap-2', old_slugs: ['someone-elses'] }));
    await assertFails(saveWithClaim(admin, 'new-note', { slug: 'kotlin-flows', old_slugs: ['kotlin-old'] }));
  });

  it('keeps its old address when renamed, and frees them once deleted', async () => {
    await assertSucceeds(
      saveWithClaim(admin, NOTE, { slug: 'shap-values', old_slugs: ['shap-notes', 'shap-and-churn'] }),
    );
    await assertFails(saveWithClaim(admin, 'new-note', { slug: 'shap-and-churn' }));
    const user = firestoreOf(contextFor(env, 'user'));
    await assertFails(setDoc(claim(user, 'free'), { note_id: NOTE }));
    await remove(env, COLLECTIONS.notes, NOTE);
    await assertSucceeds(saveWithClaim(admin, 'new-note', { slug: 'shap-and-churn' }));
  });

  it('may share an address with a paper, and a claim may not name a paper or a project', async () => {
    await arrange(env, [
      [COLLECTIONS.publications, 'paper-2', { ...publicationsCase.valid(), slug: 'churn' }],
    ]);
    await assertSucceeds(saveWithClaim(admin, 'new-note', { slug: 'churn' }));
    await assertFails(setDoc(claim(admin, 'elsewhere'), { note_id: PROJECT_ID }));
  });
});
