// The callable 'publish-site' in the Functions emulator, end to end: the admin changes the hero
// tagline and a project title, publishes, and the Hosting emulator (which serves web/dist from
// disk) answers the new pages to a plain fetch, without JavaScript. Needs `npm run build` first,
// so the functions carry the site renderer. The pages it replaces in web/dist are put back
// afterwards, so a later prerender or browser test sees the folder as it was.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import {
  CONTENT_STATE_DOC,
  hasUnpublishedChanges,
  PUBLISH_FUNCTION,
  PUBLISHED_HASH_FILE,
  SITE_PUBLISHES,
  SITE_STATE,
} from '@portfolio/model/site-publish';
import {
  notebookDataPath,
  notebookPath,
  publicationCitationsPath,
  publicationPath,
  SHARE_IMAGE,
} from '@portfolio/model/routes';
import { NOTEBOOK_TEXT } from '@/features/projects/messages';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';
import { callFunction, eventually, idToken } from './callable';

const DIST = resolve(import.meta.dirname, '../../web/dist');
const ADMIN = { email: 'publish-admin@example.com', password: 'publish-secret' };
const USER = { email: 'publish-user@example.com', password: 'publish-secret' };

/** The share image's file in web/dist: a publish draws it too. */
const SHARE_FILE = SHARE_IMAGE.path.slice(1);

const run = randomUUID().slice(0, 8);
const kept = `publish-${run}-kept`;
const doomed = `publish-${run}-doomed`;
const paperId = `publish-${run}-paper`;

const { db } = adminApp();
let adminToken: string;
let userToken: string;
let backup: string;

async function hostingOrigin(): Promise<string> {
  const emulators = (await (
    await fetch(`http://${process.env.FIREBASE_EMULATOR_HUB}/emulators`)
  ).json()) as Record<string, { host: string; port: number }>;
  if (!emulators.hosting) throw new Error('The Hosting emulator is not running');
  return `http://${emulators.hosting.host}:${emulators.hosting.port}`;
}

/** What a crawler or a visitor without JavaScript gets. */
async function served(path: string, status = 200): Promise<string> {
  const response = await fetch(`${await hostingOrigin()}${path}`);
  expect(response.status).toBe(status);
  return response.text();
}

const publish = (token?: string) => callFunction(PUBLISH_FUNCTION, {}, token);

async function setTagline(value: string) {
  await db
    .collection(COLLECTIONS.personalInfo)
    .doc('tagline')
    .set({ field_name: 'tagline', field_value: value, updated_at: FieldValue.serverTimestamp() });
}

/** A paper whose title holds markup, which every page and citation must show as text. */
function paper(title: string) {
  return {
    title,
    authors: ['Alex Morgan', 'Ada Lovelace'],
    owner_author: 0,
    more_authors: false,
    type: 'conference',
    venue: 'Proceedings of KDD 2026',
    year: 2026,
    month: 2,
    abstract: 'An abstract.',
    doi: '10.1145/3637528.3671999',
    arxiv_id: '',
    urls: { pdf: '', code: '', slides: '', video: '', poster: '' },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: [],
    selected: false,
    cite_key: `publish${run}`,
    status: 'published',
    order_index: 0,
    created_at: Timestamp.fromDate(new Date('2026-02-05T00:00:00Z')),
  };
}

function project(title: string) {
  return {
    title,
    description: `${title}, described.`,
    image_url: '',
    tags: ['test'],
    featured: false,
    status: 'published',
    category: 'data',
    code_url: '',
    live_url: '',
    created_at: Timestamp.fromDate(new Date('2026-02-03T00:00:00Z')),
  };
}

/** The folders of pages a publish writes beside the site's own files. */
const PAGE_FOLDERS = ['projects', 'publications'];

/** What a publish writes (pages, sitemap, robots, share image, its mark), copied aside. */
function backUpPages(): string {
  const dir = mkdtempSync(join(tmpdir(), 'publish-backup-'));
  for (const name of readdirSync(DIST)) {
    if (/\.(html|xml|txt)$/.test(name) || name === PUBLISHED_HASH_FILE || name === SHARE_FILE)
      cpSync(join(DIST, name), join(dir, name));
  }
  for (const folder of PAGE_FOLDERS) {
    if (existsSync(join(DIST, folder))) cpSync(join(DIST, folder), join(dir, folder), { recursive: true });
  }
  return dir;
}

function restorePages(dir: string) {
  for (const folder of PAGE_FOLDERS) rmSync(join(DIST, folder), { recursive: true, force: true });
  rmSync(join(DIST, PUBLISHED_HASH_FILE), { force: true });
  rmSync(join(DIST, SHARE_FILE), { force: true });
  cpSync(dir, DIST, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
}

beforeAll(async () => {
  if (!existsSync(join(DIST, 'app-shell.html')))
    throw new Error('web/dist is not built: run npm run build first');
  backup = backUpPages();
  await ensureUser(ADMIN.email, ADMIN.password, true);
  await ensureUser(USER.email, USER.password, false);
  adminToken = await idToken(ADMIN.email, ADMIN.password);
  userToken = await idToken(USER.email, USER.password);
  await Promise.all((await db.collection(SITE_PUBLISHES).get()).docs.map((d) => d.ref.delete()));
  await setTagline(`First tagline ${run}`);
  await db
    .collection(COLLECTIONS.projects)
    .doc(kept)
    .set(project(`Kept project ${run}`));
  await db
    .collection(COLLECTIONS.projects)
    .doc(doomed)
    .set(project(`Doomed project ${run}`));
  await db
    .collection(COLLECTIONS.publications)
    .doc(paperId)
    .set(paper(`<script>alert(1)</script> Published paper ${run}`));
});

afterAll(async () => {
  await Promise.all([kept, doomed].map((id) => db.collection(COLLECTIONS.projects).doc(id).delete()));
  await db.collection(COLLECTIONS.publications).doc(paperId).delete();
  await db.collection(COLLECTIONS.personalInfo).doc('tagline').delete();
  if (backup) restorePages(backup);
  await closeAdminApps();
});

describe('publish-site', () => {
  it('refuses visitors and signed-in users without the admin claim', async () => {
    const visitor = await publish();
    expect(visitor.error?.status).toBe('UNAUTHENTICATED');
    const user = await publish(userToken);
    expect(user.error?.status).toBe('PERMISSION_DENIED');
    expect((await db.collection(SITE_PUBLISHES).get()).size).toBe(0);
  });

  // Two publishes, each rendering every page and the CV's PDF.
  it(
    'puts the edited tagline and project title live, with share tags and the sitemap entry',
    { timeout: 90_000 },
    async () => {
      const first = await publish(adminToken);
      expect(first.error).toBeUndefined();
      expect(await served('/')).toContain(`First tagline ${run}`);

      // The admin edits; the admin area learns that the live pages are behind.
      const published = (await db.collection(SITE_PUBLISHES).orderBy('at', 'desc').limit(1).get()).docs[0]!;
      await setTagline(`Second tagline ${run}`);
      await db
        .collection(COLLECTIONS.projects)
        .doc(kept)
        .update({ title: `Renamed project ${run}` });
      await eventually(async () => {
        const changed = (await db.collection(SITE_STATE).doc(CONTENT_STATE_DOC).get()).get('changed_at') as
          Timestamp | undefined;
        return Boolean(changed && changed.toMillis() > (published.get('at') as Timestamp).toMillis());
      });

      const second = await publish(adminToken);
      expect(second.result).toMatchObject({ status: 'published' });

      const home = await served('/');
      expect(home).toContain(`Second tagline ${run}`);
      expect(home).not.toContain(`First tagline ${run}`);

      const page = await served(`/projects/${kept}`);
      expect(page).toContain(`Renamed project ${run}`);
      expect(page).toMatch(new RegExp(`<meta property="og:title" content="Renamed project ${run}`));
      expect(page).toMatch(
        new RegExp(`<script type="application/ld\\+json"[^>]*>[^<]*"name":"Renamed project ${run}"`),
      );
      expect(page).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/projects/${kept}">`));

      const sitemap = await served('/sitemap.xml');
      expect(sitemap).toContain(`/projects/${kept}</loc>`);
      expect(sitemap).toContain(`${publicationPath(paperId)}</loc>`);

      // A paper's page: Scholar's tags, its title as text, and its citations beside it, made by
      // the function's bundled citation engine.
      const paperPage = await served(publicationPath(paperId));
      expect(paperPage).toContain(
        `<meta name="citation_title" content="&lt;script&gt;alert(1)&lt;/script&gt; Published paper ${run}" data-page-meta>`,
      );
      expect(paperPage).toContain('<meta name="citation_conference_title" content="Proceedings of KDD 2026"');
      expect(paperPage).not.toContain('<script>alert(1)');
      const cited = JSON.parse(await served(publicationCitationsPath(paperId))) as Record<string, string>;
      expect(Object.keys(cited)).toEqual(['bibtex', 'apa', 'ieee', 'chicago', 'ris']);
      expect(cited.apa).toContain(`<script>alert(1)</script> Published paper ${run}`);
      expect(cited.ris).toContain('DO  - 10.1145/3637528.3671999');

      const log = await db.collection(SITE_PUBLISHES).orderBy('at', 'desc').get();
      expect(log.size).toBe(2);
      expect(log.docs[0]!.get('by_email')).toBe(ADMIN.email);
    },
  );

  it("takes a deleted project's page down: its URL answers 404 with the not-found page", async () => {
    expect(await served(`/projects/${doomed}`)).toContain(`Doomed project ${run}`);
    await db.collection(COLLECTIONS.projects).doc(doomed).delete();
    const result = await publish(adminToken);
    expect(result.result).toMatchObject({ status: 'published', removed: [`/projects/${doomed}.html`] });

    const gone = await served(`/projects/${doomed}`, 404);
    expect(gone).not.toContain(`Doomed project ${run}`);
    expect(gone).toContain('Oops! Page not found');
    expect(await served('/sitemap.xml')).not.toContain(doomed);
  });

  it('does nothing new when published twice with no change', async () => {
    const before = (await db.collection(SITE_PUBLISHES).get()).size;
    const again = await publish(adminToken);
    expect(again.result).toMatchObject({ status: 'unchanged' });
    expect((await db.collection(SITE_PUBLISHES).get()).size).toBe(before);
  });

  it('puts the pages back when a build emptied the folder since, though nothing changed', async () => {
    // What `vite build` (npm start rebuilds when the code changed) does to the published pages.
    rmSync(join(DIST, 'projects'), { recursive: true, force: true });
    rmSync(join(DIST, PUBLISHED_HASH_FILE), { force: true });
    expect(await served(`/projects/${kept}`, 404)).not.toContain(`Renamed project ${run}`);

    const again = await publish(adminToken);

    expect(again.result).toMatchObject({ status: 'published' });
    expect(await served(`/projects/${kept}`)).toContain(`Renamed project ${run}`);
  });

  it('never shows a change the published pages carry as unpublished, however late its trigger runs', async () => {
    // Thirty writes ahead of the tagline keep the Functions emulator, which runs triggers one at a
    // time, busy: the tagline's own trigger runs after the publish that put the tagline live.
    const queue = db.collection(COLLECTIONS.skills).doc(`publish-${run}-queue`);
    for (let i = 0; i < 30; i++)
      await queue.set({ name: `Queue ${i}`, category: 'Big Data', proficiency: i });
    const tagline = db.collection(COLLECTIONS.personalInfo).doc('tagline');
    await setTagline(`Published before its trigger ran ${run}`);
    const written = (await tagline.get()).updateTime!.toMillis();
    try {
      expect((await publish(adminToken)).result).toMatchObject({ status: 'published' });
      expect(await served('/')).toContain(`Published before its trigger ran ${run}`);

      const mark = db.collection(SITE_STATE).doc(CONTENT_STATE_DOC);
      const changedAt = async () =>
        ((await mark.get()).get('changed_at') as Timestamp | undefined)?.toMillis() ?? 0;
      await eventually(async () => (await changedAt()) >= written, 90_000);
      // The mark carries the write's own time, before the publish, not the time its trigger ran.
      const latest = (await db.collection(SITE_PUBLISHES).orderBy('at', 'desc').limit(1).get()).docs[0]!;
      const at = (latest.get('at') as Timestamp).toDate();
      const marked = new Date(await changedAt());
      expect(marked.getTime()).toBeLessThan(at.getTime());
      expect(hasUnpublishedChanges({ at, checkedAt: null }, marked)).toBe(false);
    } finally {
      await queue.delete();
    }
  });

  it('skips a project whose id cannot be a page, names it, and still puts every other page live', async () => {
    // Stored past the rules, as one could be before they held ids to safe slugs.
    const unsafe = `publish-${run}\\evil`;
    await db
      .collection(COLLECTIONS.projects)
      .doc(unsafe)
      .set(project(`Unsafe project ${run}`));
    await setTagline(`Published beside a bad id ${run}`);
    try {
      const result = await publish(adminToken);
      expect(result.result).toMatchObject({
        status: 'published',
        skipped: [{ path: `/projects/${encodeURIComponent(unsafe)}` }],
      });
      expect(await served('/')).toContain(`Published beside a bad id ${run}`);
      expect(await served(`/projects/${kept}`)).toContain(`Renamed project ${run}`);
      expect(await served('/sitemap.xml')).not.toContain(encodeURIComponent(unsafe));
    } finally {
      await db.collection(COLLECTIONS.projects).doc(unsafe).delete();
    }
  });

  it(
    'puts a notebook whose link answers 404 live as a note with its download, names it, and every other page too',
    { timeout: 90_000 },
    async () => {
      // Another site where the notebook once was, which now answers 404 to everything.
      const gone = createServer((_request, response) => {
        response.statusCode = 404;
        response.end('Not Found');
      });
      await new Promise<void>((listening) => gone.listen(0, '127.0.0.1', listening));
      const brokenUrl = `http://127.0.0.1:${(gone.address() as AddressInfo).port}/analysis.ipynb`;
      const files = db.collection(COLLECTIONS.projectFiles);
      const notebookFile = (name: string, file_url: string, order_index: number) => ({
        project_id: kept,
        name,
        description: '',
        file_url,
        file_type: 'application/x-ipynb+json',
        storage_path: '',
        order_index,
        created_at: Timestamp.fromDate(new Date('2026-02-04T00:00:00Z')),
      });
      const good = `publish-${run}-good-notebook`;
      const broken = `publish-${run}-broken-notebook`;
      // The demo notebook the served site itself holds, and the dead link beside it.
      await files.doc(good).set(notebookFile('Good notebook', '/demo/files/churn-analysis.ipynb', 0));
      await files.doc(broken).set(notebookFile('Broken notebook', brokenUrl, 1));
      await setTagline(`Published beside a broken notebook ${run}`);
      try {
        const result = await publish(adminToken);
        expect(result.error).toBeUndefined();
        expect(result.result).toMatchObject({
          status: 'published',
          skipped: [],
          partial: [{ path: notebookPath(kept, broken), reason: expect.stringMatching(/HTTP 404/) }],
        });

        // Every other page went live.
        expect(await served('/')).toContain(`Published beside a broken notebook ${run}`);
        expect(await served(`/projects/${kept}`)).toContain('Broken notebook');
        const goodPage = await served(notebookPath(kept, good));
        expect(goodPage).toContain('Weekly churn score');
        expect(goodPage).not.toContain(NOTEBOOK_TEXT.unavailableTitle);

        // The broken one's page says it could not be rendered, and offers its file.
        const brokenPage = await served(notebookPath(kept, broken));
        expect(brokenPage).toContain('Broken notebook');
        expect(brokenPage).toContain(NOTEBOOK_TEXT.unavailableTitle);
        expect(brokenPage).toContain(NOTEBOOK_TEXT.unavailable);
        const download = brokenPage.match(/<a\s[^>]*>/g)?.find((tag) => tag.includes(`href="${brokenUrl}"`));
        expect(download).toMatch(/\sdownload[\s=>]/);
        expect(brokenPage).not.toContain(NOTEBOOK_TEXT.loading);
        // So does a visit that starts on another page and fetches it.
        expect(JSON.parse(await served(notebookDataPath(kept, broken)))).toEqual({ kind: 'unavailable' });
      } finally {
        await Promise.all([files.doc(good).delete(), files.doc(broken).delete()]);
        await new Promise((closed) => gone.close(closed));
      }
    },
  );

  it('draws the share image into the served site, as the prerender does', async () => {
    rmSync(join(DIST, SHARE_FILE), { force: true });
    await setTagline(`Published with its share image ${run}`);
    expect((await publish(adminToken)).result).toMatchObject({ status: 'published' });
    const response = await fetch(`${await hostingOrigin()}${SHARE_IMAGE.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(png.subarray(1, 4))).toBe('PNG');
  });
});
