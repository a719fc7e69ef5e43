// Papers: visitors read them, the admin writes them within the model's limits, and each address
// (/publications/<slug>) is claimed in publication_slugs in the same write, a namespace apart from
// the projects' (a paper and a project may share an address; two papers may not).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { LIST_LIMITS, PUBLICATION_LIMITS, TEXT_LIMITS } from '@portfolio/model/limits';
import { PUBLICATION_SLUGS_COLLECTION } from '@portfolio/model/publications';
import { OLD_SLUGS_MAX, PROJECT_SLUGS_COLLECTION, SLUG_MAX } from '@portfolio/model/slug';
import { arrange, arrangeAll, remove } from './arrange';
import { PROJECT_ID, projectsCase, publicationsCase, text } from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment, type Role } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});

const PAPER = publicationsCase.id;
let admin: Firestore;
beforeEach(async () => {
  await arrangeAll(env);
  // The arranged paper lives at 'explainable-churn', called 'churn-xai' before.
  await arrange(env, [
    [
      COLLECTIONS.publications,
      PAPER,
      { ...publicationsCase.valid(), slug: 'explainable-churn', old_slugs: ['churn-xai'] },
    ],
    [PUBLICATION_SLUGS_COLLECTION, 'explainable-churn', { publication_id: PAPER }],
    [PUBLICATION_SLUGS_COLLECTION, 'churn-xai', { publication_id: PAPER }],
  ]);
  admin = firestoreOf(contextFor(env, 'admin'));
});

const paper = (db: Firestore, id: string) => doc(db, COLLECTIONS.publications, id);
const claim = (db: Firestore, slug: string) => doc(db, PUBLICATION_SLUGS_COLLECTION, slug);
const fresh = (fields: DocumentData = {}) => ({ ...publicationsCase.valid(), ...fields });

/** What the admin form will write: the paper and the claim on its address, in one batch. */
function saveWithClaim(db: Firestore, id: string, fields: DocumentData, slug = fields.slug as string) {
  const batch = writeBatch(db);
  if (id === PAPER) batch.update(paper(db, id), fields);
  else batch.set(paper(db, id), fresh(fields));
  batch.set(claim(db, slug), { publication_id: id });
  return batch.commit();
}

describe('a paper the admin writes', () => {
  it('keeps script in a title as the text it is', async () => {
    const title = '<script>alert(1)</script> & {BERT}';
    await assertSucceeds(setDoc(paper(admin, 'hostile'), fresh({ title })));
    expect((await getDoc(paper(admin, 'hostile'))).get('title')).toBe(title);
  });

  it('may carry an uploaded PDF, named by its path and the link that downloads it', async () => {
    const link = `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent('files/paper-1.pdf')}?alt=media&token=t`;
    await assertSucceeds(
      setDoc(paper(admin, 'with-pdf'), fresh({ pdf_storage_path: 'files/paper-1.pdf', pdf_file_url: link })),
    );
  });

  it('may be a thesis with a year only, no DOI, no arXiv id and no owner mark', async () => {
    const thesis = { ...fresh({ type: 'thesis', venue: 'University of Somewhere', doi: '', arxiv_id: '' }) };
    delete thesis.month;
    delete thesis.owner_author;
    await assertSucceeds(setDoc(paper(admin, 'thesis'), thesis));
  });

  it('accepts a full date and an author list marked as longer', async () => {
    await assertSucceeds(setDoc(paper(admin, 'dated'), fresh({ month: 2, day: 29, more_authors: true })));
  });

  it('accepts an old-style arXiv id and a DOI with odd printable characters', async () => {
    await assertSucceeds(
      setDoc(
        paper(admin, 'old-style'),
        fresh({
          arxiv_id: 'math.GT/0309136v1',
          doi: '10.1002/(SICI)1097-4636(199706)35:4<469::AID-JBM7>3.0.CO;2-E',
        }),
      ),
    );
  });

  it('changes only with the admin claim', async () => {
    for (const role of ['visitor', 'user'] as Role[]) {
      const db = firestoreOf(contextFor(env, role));
      await assertFails(setDoc(paper(db, 'stranger'), fresh()));
      await assertFails(saveWithClaim(db, 'stranger', { slug: 'stranger' }));
    }
  });
});

describe('publication limits, at the limit and one past it', () => {
  const cases: Array<[string, (n: number) => DocumentData, number]> = [
    ['title', (n) => fresh({ title: text(n) }), PUBLICATION_LIMITS.title],
    ['venue', (n) => fresh({ venue: text(n) }), PUBLICATION_LIMITS.venue],
    ['abstract', (n) => fresh({ abstract: text(n) }), TEXT_LIMITS.long],
    [
      'authors',
      (n) => fresh({ authors: Array.from({ length: n }, (_, i) => `Author ${i}`) }),
      PUBLICATION_LIMITS.authors,
    ],
    ['one author name', (n) => fresh({ authors: ['Ada', text(n)] }), PUBLICATION_LIMITS.authorName],
    ['year', (n) => fresh({ year: n }), PUBLICATION_LIMITS.yearMax],
    ['cite_key', (n) => fresh({ cite_key: text(n) }), PUBLICATION_LIMITS.citeKey],
    ['doi', (n) => fresh({ doi: `10.1234/${text(n - 8)}` }), PUBLICATION_LIMITS.doi],
    [
      'a link',
      (n) =>
        fresh({
          urls: { pdf: `https://example.com/${text(n - 20)}`, code: '', slides: '', video: '', poster: '' },
        }),
      TEXT_LIMITS.url,
    ],
  ];
  it.each(cases)('%s', async (_, at, limit) => {
    await remove(env, COLLECTIONS.publications, 'limit');
    await assertSucceeds(setDoc(paper(admin, 'limit'), at(limit)));
    await remove(env, COLLECTIONS.publications, 'limit');
    await assertFails(setDoc(paper(admin, 'limit'), at(limit + 1)));
  });

  it('every list at its limit at once stays within what a request may evaluate', async () => {
    const many = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i));
    const oldSlugs = many(OLD_SLUGS_MAX, (i) => `old-${i}`);
    // Earlier addresses come only from renames, so the paper holding twenty is arranged.
    await arrange(env, [
      [COLLECTIONS.publications, 'full', fresh({ old_slugs: oldSlugs })],
      ...oldSlugs.map((s): [string, string, DocumentData] => [
        PUBLICATION_SLUGS_COLLECTION,
        s,
        { publication_id: 'full' },
      ]),
    ]);
    const lists = {
      authors: many(PUBLICATION_LIMITS.authors, (i) => `Author ${i} ${text(150)}`),
      tags: many(LIST_LIMITS.tags, (i) => `tag ${i}`),
      title: text(PUBLICATION_LIMITS.title),
    };
    await assertSucceeds(updateDoc(paper(admin, 'full'), lists));
    await assertFails(updateDoc(paper(admin, 'full'), { tags: many(LIST_LIMITS.tags + 1, (i) => `t${i}`) }));
    await assertFails(
      setDoc(
        paper(admin, 'fuller'),
        fresh({ ...lists, old_slugs: many(OLD_SLUGS_MAX + 1, (i) => `o-${i}`) }),
      ),
    );
  });

  it('year at its lower limit, and one below', async () => {
    await assertSucceeds(setDoc(paper(admin, 'old'), fresh({ year: PUBLICATION_LIMITS.yearMin })));
    await assertFails(setDoc(paper(admin, 'older'), fresh({ year: PUBLICATION_LIMITS.yearMin - 1 })));
  });
});

describe('a paper with an address', () => {
  it('is saved together with its claim, which a visitor can get but not list', async () => {
    await assertSucceeds(saveWithClaim(admin, 'new-paper', { slug: 'graph-churn' }));
    const visitor = firestoreOf(contextFor(env, 'visitor'));
    expect((await assertSucceeds(getDoc(claim(visitor, 'graph-churn')))).get('publication_id')).toBe(
      'new-paper',
    );
    await assertFails(getDocs(collection(visitor, PUBLICATION_SLUGS_COLLECTION)));
  });

  it('refuses an address not claimed in the same write', async () => {
    await assertFails(setDoc(paper(admin, 'new-paper'), fresh({ slug: 'unclaimed' })));
  });

  it('refuses a slug that is not an address', async () => {
    await assertFails(saveWithClaim(admin, 'new-paper', { slug: 'Graph_Churn' }));
  });

  it("refuses another paper's current and earlier address", async () => {
    await assertFails(saveWithClaim(admin, 'new-paper', { slug: 'explainable-churn' }));
    await assertFails(saveWithClaim(admin, 'new-paper', { slug: 'churn-xai' }));
    expect((await getDoc(claim(admin, 'explainable-churn'))).get('publication_id')).toBe(PAPER);
  });

  it("refuses a new paper whose id is another paper's address", async () => {
    await assertFails(setDoc(paper(admin, 'churn-xai'), fresh()));
  });

  it('refuses a claim that names a project, or a paper that does not hold the address', async () => {
    await assertFails(setDoc(claim(admin, 'churn'), { publication_id: PROJECT_ID }));
    await assertFails(setDoc(claim(admin, 'elsewhere'), { publication_id: PAPER }));
  });

  it("may share an address with a project: the namespaces are the projects' and the papers'", async () => {
    await arrange(env, [
      [COLLECTIONS.projects, PROJECT_ID, { ...projectsCase.valid(), slug: 'churn' }],
      [PROJECT_SLUGS_COLLECTION, 'churn', { project_id: PROJECT_ID }],
    ]);
    await assertSucceeds(saveWithClaim(admin, 'new-paper', { slug: 'churn' }));
    expect((await getDoc(doc(admin, PROJECT_SLUGS_COLLECTION, 'churn'))).get('project_id')).toBe(PROJECT_ID);
  });

  it('refuses an earlier address it never held, and a new paper with earlier addresses', async () => {
    await assertFails(saveWithClaim(admin, PAPER, { slug: 'xai-churn', old_slugs: ['someone-elses'] }));
    await assertFails(saveWithClaim(admin, 'new-paper', { slug: 'graph-churn', old_slugs: ['graph'] }));
  });

  it('keeps an address of the longest length as an earlier one', async () => {
    const long = text(SLUG_MAX, 'a');
    await assertSucceeds(
      saveWithClaim(admin, PAPER, { slug: long, old_slugs: ['churn-xai', 'explainable-churn'] }),
    );
    await assertSucceeds(
      saveWithClaim(admin, PAPER, { slug: 'short', old_slugs: ['churn-xai', 'explainable-churn', long] }),
    );
  });

  it('keeps its old address when renamed', async () => {
    await assertSucceeds(
      saveWithClaim(admin, PAPER, { slug: 'xai-churn', old_slugs: ['churn-xai', 'explainable-churn'] }),
    );
    await assertFails(saveWithClaim(admin, 'new-paper', { slug: 'explainable-churn' }));
  });

  it("frees a deleted paper's addresses, and no stranger may write a claim", async () => {
    const user = firestoreOf(contextFor(env, 'user'));
    await assertFails(setDoc(claim(user, 'free'), { publication_id: PAPER }));
    await remove(env, COLLECTIONS.publications, PAPER);
    await assertSucceeds(saveWithClaim(admin, 'new-paper', { slug: 'explainable-churn' }));
  });
});
