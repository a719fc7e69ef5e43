// A draft reaches no visitor through anything Publish puts live. A draft project (featured, with a
// case study and a file), a draft note (tagged, about that project) and a scheduled paper (selected
// for the home page and the CV) each carry a marker in every text they have; after a publish no
// file in the served site holds it: pages and their embedded content, the sitemap, the feeds,
// JSON-LD, the CV page and JSON Resume, case-study, note-body, citation and notebook data files,
// and the search index (its words and its excerpts).
// A published note about the draft project does not name that project either. Then the note is
// published and published again, and the marker is found: the search is not blind.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { NOTE_SLUGS_COLLECTION } from '@portfolio/model/notes';
import { PUBLICATION_SLUGS_COLLECTION } from '@portfolio/model/publications';
import { notePath } from '@portfolio/model/routes';
import { PUBLISH_FUNCTION } from '@portfolio/model/site-publish';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { DIST, snapshotDist } from '../support/dist-snapshot';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';
import { callFunction, idToken } from './callable';

const ADMIN = { email: 'drafts-admin@example.com', password: 'drafts-secret' };
const run = randomUUID().slice(0, 8);
/**
 * In every text of the documents that are not published; lower case, so it fits an address. It
 * ends in an x, which no English stemmer takes off: the search index keeps words by their stem,
 * and a marker that ended in 'e' or 'ed' (one run in ten or so) was indexed without it.
 */
const MARK = `unpublished${run}x`;
// Ids are the store's, not content (a note names its project by id): only the addresses, which
// the admin types, carry the marker.
const PROJECT = `drafts-${run}-project`;
const NOTE = `drafts-${run}-note`;
const PAPER = `drafts-${run}-paper`;
const FILE = `drafts-${run}-file`;
const ABOUT_IT = `published-${run}-note`;

const { db } = adminApp();
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
let token: string;
let restoreDist: () => void;

/** A file's bytes as text; the search index's files are gzipped, and read unzipped. */
function textOf(path: string): string {
  const bytes = readFileSync(path);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return (gzipped ? gunzipSync(bytes) : bytes).toString('latin1');
}

/** Every file of the served site but the build's own (scripts, styles, images), as text. */
function servedTexts(dir = DIST): Array<{ path: string; text: string }> {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (dir === DIST && ['assets', 'demo', 'icons'].includes(name)) return [];
    if (statSync(path).isDirectory()) return servedTexts(path);
    return [{ path: relative(DIST, path), text: textOf(path) }];
  });
}

const holding = (needle: string) =>
  servedTexts()
    .filter((f) => f.text.includes(needle))
    .map((f) => f.path);

async function publish() {
  const outcome = await callFunction(PUBLISH_FUNCTION, {}, token);
  expect(outcome.error).toBeUndefined();
}

beforeAll(async () => {
  restoreDist = snapshotDist();
  await ensureUser(ADMIN.email, ADMIN.password, true);
  token = await idToken(ADMIN.email, ADMIN.password);
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.projects).doc(PROJECT), {
    title: `Project ${MARK}`,
    description: `About ${MARK}.`,
    image_url: '',
    tags: [`tag-${MARK}`],
    featured: true,
    category: 'data',
    code_url: `https://example.com/${MARK}`,
    live_url: '',
    case_study: `## Case ${MARK}\n\nWritten up: ${MARK}.`,
    created_at: at('2030-01-01T00:00:00Z'),
    slug: `${MARK}-project`,
    old_slugs: [],
    status: 'draft',
    publish_at: null,
  });
  batch.set(db.collection(PROJECT_SLUGS_COLLECTION).doc(`${MARK}-project`), { project_id: PROJECT });
  batch.set(db.collection(COLLECTIONS.projectFiles).doc(FILE), {
    project_id: PROJECT,
    name: `File ${MARK}`,
    description: '',
    file_url: `https://example.com/${MARK}.pdf`,
    file_type: 'application/pdf',
    storage_path: '',
    order_index: 0,
    created_at: at('2030-01-01T00:00:00Z'),
  });
  const note = (title: string, status: string, projectId: string) => ({
    title,
    summary: `Summary of ${title}.`,
    body: `## ${title}\n\nBody of ${title}.`,
    tags: [status === 'draft' ? `Tag ${MARK}` : 'Published'],
    image_url: '',
    published_at: at('2030-01-02T00:00:00Z'),
    project_id: projectId,
    created_at: at('2030-01-02T00:00:00Z'),
    status,
    publish_at: null,
  });
  batch.set(db.collection(COLLECTIONS.notes).doc(NOTE), {
    ...note(`Note ${MARK}`, 'draft', PROJECT),
    slug: `${MARK}-note`,
    old_slugs: [],
  });
  batch.set(db.collection(NOTE_SLUGS_COLLECTION).doc(`${MARK}-note`), { note_id: NOTE });
  batch.set(
    db.collection(COLLECTIONS.notes).doc(ABOUT_IT),
    note(`Published note ${run}`, 'published', PROJECT),
  );
  batch.set(db.collection(COLLECTIONS.publications).doc(PAPER), {
    title: `Paper ${MARK}`,
    authors: ['Alex Morgan', `Author ${MARK}`],
    owner_author: 0,
    more_authors: false,
    type: 'article',
    venue: `Venue ${MARK}`,
    year: 2030,
    abstract: `Abstract ${MARK}.`,
    doi: '',
    arxiv_id: '',
    urls: { pdf: '', code: '', slides: '', video: '', poster: '' },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: [`tag-${MARK}`],
    selected: true,
    cite_key: `${MARK}paper`,
    order_index: 0,
    created_at: at('2030-01-03T00:00:00Z'),
    slug: `${MARK}-paper`,
    old_slugs: [],
    status: 'scheduled',
    publish_at: at('2099-01-01T00:00:00Z'),
  });
  batch.set(db.collection(PUBLICATION_SLUGS_COLLECTION).doc(`${MARK}-paper`), { publication_id: PAPER });
  await batch.commit();
});

afterAll(async () => {
  const batch = db.batch();
  for (const [collection, id] of [
    [COLLECTIONS.projects, PROJECT],
    [PROJECT_SLUGS_COLLECTION, `${MARK}-project`],
    [COLLECTIONS.projectFiles, FILE],
    [COLLECTIONS.notes, NOTE],
    [NOTE_SLUGS_COLLECTION, `${MARK}-note`],
    [COLLECTIONS.notes, ABOUT_IT],
    [COLLECTIONS.publications, PAPER],
    [PUBLICATION_SLUGS_COLLECTION, `${MARK}-paper`],
  ] as const) {
    batch.delete(db.collection(collection).doc(id));
  }
  await batch.commit();
  restoreDist?.();
  await closeAdminApps();
});

describe('what Publish puts live', () => {
  // Two publishes, each rendering every page, the feeds and the CV.
  it('carries no draft and no scheduled document, until one is published', { timeout: 120_000 }, async () => {
    await publish();
    const files = servedTexts().map((f) => f.path);
    // The outputs the search must cover are there to search.
    for (const expected of [
      'sitemap.xml',
      'feed.xml',
      'atom.xml',
      'feed.json',
      'resume.json',
      'cv.html',
      'index.html',
      'pagefind/pagefind-entry.json',
    ])
      expect(files, expected).toContain(expected);
    expect(files.some((f) => f.startsWith('notes/'))).toBe(true);
    expect(holding(MARK)).toEqual([]);
    // The published note about the draft project is live, without the project.
    expect(holding(`Published note ${run}`).length).toBeGreaterThan(0);

    await db.collection(COLLECTIONS.notes).doc(NOTE).update({ status: 'published' });
    await publish();
    const found = holding(`Note ${MARK}`);
    expect(found).toContain(`${notePath(`${MARK}-note`).slice(1)}.html`);
    expect(found).toContain('feed.xml');
    // Search finds it now: its words and its excerpt are in the index.
    expect(found.some((f) => f.startsWith('pagefind/fragment/'))).toBe(true);
    expect(holding(MARK).some((f) => f.startsWith('pagefind/index/'))).toBe(true);
    // Its project is still a draft: named by neither note.
    expect(holding(`Project ${MARK}`)).toEqual([]);
  });
});
