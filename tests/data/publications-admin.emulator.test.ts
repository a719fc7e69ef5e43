// The admin's writes of papers, against the emulators with the real rules: an import stores the
// papers a few per batch after the stored ones, each with a readable address claimed in the same
// batch; the form's save claims a paper's address, keeps the old one on a rename and refuses
// another paper's.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/data/auth';
import {
  importPublications,
  PublicationSlugTakenError,
  savePublication,
  type ImportedPaper,
} from '@/data/publications/admin';
import type { PublicationInput } from '@/data/publications/model';
import { COLLECTIONS } from '@portfolio/model/collections';
import { PUBLICATION_SLUGS_COLLECTION } from '@portfolio/model/publications';
import { DEMO_ADMIN } from '../../scripts/seed/demo-content.ts';
import { adminApp, clearFirestore, closeAdminApps, ensureUser } from '../support/emulator';

const { db } = adminApp();

const imported = (title: string, extra: Partial<ImportedPaper> = {}): ImportedPaper => ({
  title,
  authors: ['Alex Morgan', 'Ada Lovelace'],
  owner_author: 0,
  more_authors: false,
  type: 'conference',
  venue: 'KDD',
  year: 2024,
  month: 8,
  abstract: '<script>alert(1)</script> stays text',
  doi: '',
  arxiv_id: '',
  urls: { pdf: '', code: 'https://github.com/alexmorgan/churn', slides: '', video: '', poster: '' },
  tags: ['churn'],
  selected: false,
  cite_key: '',
  ...extra,
});
const typed = (title: string, slug: string, order_index = 1): PublicationInput => ({
  ...imported(title),
  order_index,
  pdf_storage_path: '',
  pdf_file_url: '',
  status: 'published',
  publish_at: null,
  slug,
});

const paper = async (id: string) => (await db.collection(COLLECTIONS.publications).doc(id).get()).data()!;
const holder = async (slug: string) =>
  (await db.collection(PUBLICATION_SLUGS_COLLECTION).doc(slug).get()).get('publication_id') as unknown;

beforeAll(async () => {
  await clearFirestore();
  await ensureUser(DEMO_ADMIN.email, DEMO_ADMIN.password, true);
  await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
}, 60_000);

afterAll(async () => {
  await signOut();
  await closeAdminApps();
});

describe('papers written by the admin', () => {
  it('imports papers after the stored ones, batch by batch, each at its own address', async () => {
    const stored = await savePublication(undefined, typed('Churn Prediction', 'churn-prediction', 4));
    const titles = [
      'Churn Prediction',
      'Churn prediction',
      ...Array.from({ length: 5 }, (_, i) => `Paper ${i}`),
    ];
    const progress: number[] = [];
    const ids = await importPublications(
      titles.map((t, i) =>
        imported(t, { cite_key: `key${i}`, doi: i === 0 ? '10.1145/3637528.3671000' : '' }),
      ),
      (done, total) => progress.push(done / total),
    );

    expect(ids).toHaveLength(7);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(1);
    const papers = await Promise.all(ids.map(paper));
    expect(papers.map((p) => p.slug)).toEqual([
      'churn-prediction-2',
      'churn-prediction-3',
      'paper-0',
      'paper-1',
      'paper-2',
      'paper-3',
      'paper-4',
    ]);
    expect(papers.map((p) => p.order_index)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(papers[0]).toMatchObject({
      title: 'Churn Prediction',
      authors: ['Alex Morgan', 'Ada Lovelace'],
      doi: '10.1145/3637528.3671000',
      cite_key: 'key0',
      old_slugs: [],
      pdf_storage_path: '',
    });
    expect(papers[0]!.created_at).toBeInstanceOf(Timestamp);
    for (const [i, id] of ids.entries()) expect(await holder(papers[i]!.slug as string)).toBe(id);
    expect(await holder('churn-prediction')).toBe(stored);
  });

  it('saves a paper with its address, keeps the old one on a rename, and refuses another paper’s', async () => {
    const id = await savePublication(undefined, typed('Survival Analysis', 'survival-analysis'));
    expect(await holder('survival-analysis')).toBe(id);

    const saved = { slug: 'survival-analysis', old_slugs: [] };
    await savePublication(
      id,
      { ...typed('Survival Analysis, revised', 'survival-revised'), month: undefined },
      saved,
    );
    const renamed = await paper(id);
    expect(renamed).toMatchObject({ slug: 'survival-revised', old_slugs: ['survival-analysis'] });
    // An emptied month is gone from the stored paper, not left as it was.
    expect(renamed.month).toBeUndefined();
    expect(renamed.day).toBeUndefined();
    expect(await holder('survival-revised')).toBe(id);
    expect(await holder('survival-analysis')).toBe(id);

    await expect(savePublication(undefined, typed('Another', 'survival-analysis'))).rejects.toBeInstanceOf(
      PublicationSlugTakenError,
    );
  });
});
