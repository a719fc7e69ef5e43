// The seed writes the demo content with the admin SDK, which bypasses the rules. Every demo
// document must still be one the admin could have written through the rules, or the first edit
// of a demo document in the admin UI would be refused. Each one is written here as the admin
// (fixed demo times become server times, the one thing the rules insist on).
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, writeBatch, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, PERSONAL_INFO_FIELDS } from '@portfolio/model/collections';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import * as demo from '../../scripts/seed/demo-content';
import { contextFor, firestoreOf, rulesEnvironment } from './support';

function asWritten<T extends { id: string }>({ id, ...data }: T): [string, DocumentData] {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(data))
    out[key] = value instanceof Date ? serverTimestamp() : value;
  return [id, out];
}

// Projects first: a project file may only point at an existing project.
const DEMO: Array<[string, Array<[string, DocumentData]>]> = [
  [
    COLLECTIONS.personalInfo,
    Object.entries(demo.personalInfo).map(([field_name, field_value]) => [
      field_name,
      { field_name, field_value, updated_at: serverTimestamp() },
    ]),
  ],
  [COLLECTIONS.projects, demo.projects.map(asWritten)],
  [COLLECTIONS.projectFiles, demo.projectFiles.map(asWritten)],
  [COLLECTIONS.education, demo.education.map(asWritten)],
  [COLLECTIONS.experience, demo.experience.map(asWritten)],
  [COLLECTIONS.certifications, demo.certifications.map(asWritten)],
  [COLLECTIONS.skills, demo.skills.map(asWritten)],
  [COLLECTIONS.services, demo.services.map(asWritten)],
  [COLLECTIONS.publications, demo.publications.map(asWritten)],
];

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await env.clearFirestore();
});
afterAll(async () => {
  await env.cleanup();
});

describe('the demo content passes the rules', () => {
  it('covers every content collection and all nine personal fields', () => {
    expect(DEMO.map(([name]) => name).sort()).toEqual(
      Object.values(COLLECTIONS)
        .filter((name) => name !== COLLECTIONS.contactMessages)
        .sort(),
    );
    expect(Object.keys(demo.personalInfo).sort()).toEqual([...PERSONAL_INFO_FIELDS].sort());
    for (const [name, docs] of DEMO) expect(docs.length, name).toBeGreaterThan(0);
  });

  for (const [collection, docs] of DEMO) {
    it(`${collection}: all ${docs.length} documents are writable by the admin`, async () => {
      const db = firestoreOf(contextFor(env, 'admin'));
      for (const [id, data] of docs) {
        // A project comes with the claim on its address, as the admin form writes it.
        const batch = writeBatch(db);
        batch.set(doc(db, collection, id), data);
        if (typeof data.slug === 'string')
          batch.set(doc(db, PROJECT_SLUGS_COLLECTION, data.slug), { project_id: id });
        await assertSucceeds(batch.commit()).catch((error: unknown) => {
          throw new Error(`${collection}/${id} is refused: ${String(error)}`);
        });
      }
    });
  }
});
