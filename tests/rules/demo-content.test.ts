// The seed writes the demo content with the admin SDK, which bypasses the rules. Every demo
// document must still be one the admin could have written through the rules, or the first edit
// of a demo document in the admin UI would be refused. Each one is written here as the admin
// (fixed demo times become server times, the one thing the rules insist on).
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  doc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, PERSONAL_INFO_FIELDS } from '@portfolio/model/collections';
import { NOTE_SLUGS_COLLECTION } from '@portfolio/model/notes';
import { PUBLICATION_SLUGS_COLLECTION } from '@portfolio/model/publications';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import * as demo from '../../scripts/seed/demo-content';
import { DEMO_PAPER_PDF } from '../../scripts/seed/demo-publications';
import { demoDownloadUrl, storagePathFor } from '../../scripts/seed/seed-storage';
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
  [COLLECTIONS.notes, demo.notes.map(asWritten)],
];

/** Where each kind of addressable content claims its address, as the admin form writes it. */
const CLAIMS: Record<string, (id: string) => DocumentData> = {
  [COLLECTIONS.projects]: (id) => ({ project_id: id }),
  [COLLECTIONS.publications]: (id) => ({ publication_id: id }),
  [COLLECTIONS.notes]: (id) => ({ note_id: id }),
};
const CLAIM_COLLECTIONS: Record<string, string> = {
  [COLLECTIONS.projects]: PROJECT_SLUGS_COLLECTION,
  [COLLECTIONS.publications]: PUBLICATION_SLUGS_COLLECTION,
  [COLLECTIONS.notes]: NOTE_SLUGS_COLLECTION,
};

/**
 * A document with earlier addresses, as the admin gets there: created at its first address, then
 * renamed one address at a time, each earlier one kept in old_slugs with its claim.
 */
async function writeEarlierAddresses(db: Firestore, collection: string, id: string, data: DocumentData) {
  const earlier = (data.old_slugs as string[] | undefined) ?? [];
  if (!earlier.length) return;
  const first = writeBatch(db);
  first.set(doc(db, collection, id), { ...data, slug: earlier[0], old_slugs: [] });
  first.set(doc(db, CLAIM_COLLECTIONS[collection]!, earlier[0]!), CLAIMS[collection]!(id));
  await first.commit();
  for (let i = 1; i <= earlier.length; i++) {
    const rename = writeBatch(db);
    const slug = i < earlier.length ? earlier[i]! : (data.slug as string);
    rename.update(doc(db, collection, id), { slug, old_slugs: earlier.slice(0, i) });
    rename.set(doc(db, CLAIM_COLLECTIONS[collection]!, slug), CLAIMS[collection]!(id));
    await rename.commit();
  }
}

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
        if ((data.old_slugs as string[] | undefined)?.length) {
          await assertSucceeds(writeEarlierAddresses(db, collection, id, data)).catch((error: unknown) => {
            throw new Error(`${collection}/${id} is refused at an earlier address: ${String(error)}`);
          });
          continue;
        }
        // A project, paper or note comes with the claim on its address, as the admin form writes it.
        const batch = writeBatch(db);
        batch.set(doc(db, collection, id), data);
        if (typeof data.slug === 'string')
          batch.set(doc(db, CLAIM_COLLECTIONS[collection]!, data.slug), CLAIMS[collection]!(id));
        await assertSucceeds(batch.commit()).catch((error: unknown) => {
          throw new Error(`${collection}/${id} is refused: ${String(error)}`);
        });
      }
    });
  }

  it('publications: the paper with its PDF as the seed stores it where Storage runs', async () => {
    const db = firestoreOf(contextFor(env, 'admin'));
    const paper = demo.publications.find((p) => p.id === DEMO_PAPER_PDF.publication)!;
    // A copy under an id of its own and without the address, which the paper itself holds.
    const [id, data] = asWritten({
      ...paper,
      id: `${paper.id}-stored`,
      urls: { ...paper.urls, pdf: '' },
      pdf_storage_path: storagePathFor(DEMO_PAPER_PDF.sitePath),
      pdf_file_url: demoDownloadUrl('127.0.0.1:9199', 'demo-portfolio.appspot.com', DEMO_PAPER_PDF.sitePath),
    });
    delete data.slug;
    expect(data.pdf_storage_path).toMatch(/^files\//);
    await assertSucceeds(setDoc(doc(db, COLLECTIONS.publications, id), data));
  });
});
