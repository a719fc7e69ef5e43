// One set of public queries, two clients: the browser's and the prerender's firestore/lite (a
// visitor under the rules) and the publish function's Admin SDK. Every query a render runs must
// answer the same content on both, or a published page would differ from a prerendered one.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPublicDb } from 'functions/publish-site/admin-db';
import { publicQueries, type PublicQueryDef } from '@/data/public-content/queries';
import { COLLECTIONS } from '@portfolio/model/collections';
import { CV_SETTINGS_PATH, DEFAULT_CV_SETTINGS } from '@portfolio/model/cv';
import { renditionDocId, RENDITIONS_COLLECTION } from '@portfolio/model/renditions';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { adminApp, clearFirestore, closeAdminApps } from '../support/emulator';
import { eventually } from '../functions/callable';

const { db } = adminApp();
const admin = adminPublicDb(db);
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const COVER = 'project-images/p-new/cover.png';

async function arrange() {
  const batch = db.batch();
  const put = (collection: string, id: string, data: Record<string, unknown>) =>
    batch.set(db.collection(collection).doc(id), data);
  put(COLLECTIONS.projects, 'p-old', {
    title: 'Old One',
    description: 'The first',
    tags: ['r'],
    featured: false,
    category: 'data',
    slug: 'old-one',
    old_slugs: ['first-try'],
    image_url: '',
    created_at: at('2024-01-01T00:00:00Z'),
    status: 'published',
  });
  put(COLLECTIONS.projects, 'p-new', {
    title: 'New One',
    description: 'The second',
    tags: ['kotlin'],
    featured: true,
    category: 'android',
    slug: 'new-one',
    image_url: COVER,
    created_at: at('2025-01-01T00:00:00Z'),
    status: 'published',
  });
  // The newest and featured, but a draft: no public read on either client may yield it.
  put(COLLECTIONS.projects, 'p-draft', {
    title: 'Draft One',
    description: 'Not yet',
    tags: [],
    featured: true,
    category: 'data',
    slug: 'draft-one',
    image_url: '',
    created_at: at('2026-01-01T00:00:00Z'),
    status: 'draft',
  });
  put(PROJECT_SLUGS_COLLECTION, 'draft-one', { project_id: 'p-draft' });
  put(PROJECT_SLUGS_COLLECTION, 'first-try', { project_id: 'p-old' });
  for (const [i, id] of ['f2', 'f1'].entries()) {
    put(COLLECTIONS.projectFiles, id, {
      project_id: 'p-old',
      file_name: `${id}.pdf`,
      file_url: `https://example.com/${id}.pdf`,
      file_type: 'application/pdf',
      file_size: 10,
      order_index: i,
      created_at: at('2024-02-01T00:00:00Z'),
    });
  }
  for (const [field_name, field_value] of [
    ['name', 'Ada'],
    ['title', 'Data scientist'],
    ['tagline', 'Models that ship'],
    ['email', 'ada@example.com'],
    ['about_intro', 'Hello'],
  ] as const) {
    put(COLLECTIONS.personalInfo, field_name, { field_name, field_value });
  }
  for (const [i, [name, category, proficiency]] of (
    [
      ['Python', 'Languages', 90],
      ['Kotlin', 'Languages', 80],
      ['Pandas', 'Libraries', 85],
    ] as const
  ).entries()) {
    put(COLLECTIONS.skills, `s${i}`, { name, category, proficiency });
  }
  for (const [collection, fields] of [
    [COLLECTIONS.education, { degree: 'MSc', institution: 'Uni', start_date: '2018-09-01' }],
    [COLLECTIONS.experience, { position: 'Engineer', company: 'Co', start_date: '2020-01-01' }],
    [COLLECTIONS.certifications, { name: 'Cert', issuer: 'Org', issue_date: '2021-05-01' }],
    [COLLECTIONS.services, { title: 'Consulting', description: 'Advice' }],
  ] as const) {
    for (const i of [1, 0]) put(collection, `${collection}-${i}`, { ...fields, order_index: i });
  }
  put(CV_SETTINGS_PATH.collection, CV_SETTINGS_PATH.doc, {
    ...DEFAULT_CV_SETTINGS,
    summary: 'A short summary',
  });
  put(RENDITIONS_COLLECTION, renditionDocId(COVER), {
    path: COVER,
    status: 'ready',
    width: 1600,
    height: 900,
    avif: [640, 1280],
    webp: [640, 1280],
    // The project above names the cover (the content trigger records it so).
    named: true,
  });
  const [result] = await batch.commit();
  return result!.writeTime.toMillis();
}

/**
 * Every read a render runs that Firestore answers (case studies and notebooks are files), but the
 * content mark, which the content's own triggers move while the test reads.
 */
const QUERIES: PublicQueryDef<unknown>[] = [
  ...Object.values(publicQueries).flatMap((q) =>
    typeof q === 'function' || q === publicQueries.contentMark ? [] : [q as PublicQueryDef<unknown>],
  ),
  publicQueries.project('new-one'),
  publicQueries.project('first-try'),
  publicQueries.project('p-new'),
  publicQueries.project('nowhere'),
  publicQueries.project('draft-one'),
  publicQueries.project('p-draft'),
  publicQueries.projectFiles('p-old'),
  publicQueries.imageRenditions([COVER]),
];

let arrangedAt = 0;

beforeAll(async () => {
  await clearFirestore();
  arrangedAt = await arrange();
});

afterAll(async () => {
  // The seed leaves the CV's settings alone: later tests (a backup of the whole site) find none.
  await db.collection(CV_SETTINGS_PATH.collection).doc(CV_SETTINGS_PATH.doc).delete();
  await closeAdminApps();
});

describe('public queries on firestore/lite and on the Admin SDK', () => {
  it.each(QUERIES.map((q) => [q.key, q] as const))('%s answers the same on both', async (_key, query) => {
    const [asVisitor, asPublish] = await Promise.all([query.fetch(), query.fetch(admin)]);
    expect(asPublish).toEqual(asVisitor);
  });

  it('reads the content mark the triggers set, the same on both', async () => {
    await eventually(async () => {
      const [asVisitor, asPublish] = await Promise.all([
        publicQueries.contentMark.fetch(),
        publicQueries.contentMark.fetch(admin),
      ]);
      return asPublish === asVisitor && (asPublish ?? 0) >= arrangedAt;
    });
  });

  it('answers real content, in order, on the Admin SDK', async () => {
    const projects = (await publicQueries.projects.fetch(admin)) as { title: string }[];
    expect(projects.map((p) => p.title)).toEqual(['New One', 'Old One']);
    const home = (await publicQueries.homeProjects.fetch(admin)) as { title: string }[];
    expect(home.map((p) => p.title)).toEqual(['New One']);
    expect(await publicQueries.project('draft-one').fetch(admin)).toBeNull();
    expect(await publicQueries.project('p-draft').fetch()).toBeNull();
    const moved = (await publicQueries.project('first-try').fetch(admin)) as { id: string } | null;
    expect(moved?.id).toBe('p-old');
    const files = (await publicQueries.projectFiles('p-old').fetch(admin)) as { id: string }[];
    expect(files.map((f) => f.id)).toEqual(['f2', 'f1']);
    expect(await publicQueries.imageRenditions([COVER]).fetch(admin)).toEqual({
      [COVER]: { width: 1600, height: 900, avif: [640, 1280], webp: [640, 1280] },
    });
  });
});
