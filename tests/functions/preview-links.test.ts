// Preview links end to end: the admin makes a link to a draft note through 'preview-create'; a
// visitor without an account opens it through the Hosting emulator's /preview/** rewrite and gets
// the draft's page with the banner and the no-index, no-cache headers; a token altered to name
// another draft, a revoked link and a link whose draft was edited all get the plain expired page.
// Needs `npm run build` first, so the functions carry the site renderer.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import {
  PREVIEW_CREATE_FUNCTION,
  PREVIEW_LINKS,
  PREVIEW_MESSAGES,
  PREVIEW_PATH_PREFIX,
  PREVIEW_REVOKE_FUNCTION,
  type PreviewCreateResult,
} from '@portfolio/model/preview-links';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';
import { callFunction, idToken } from './callable';

const DIST = resolve(import.meta.dirname, '../../web/dist');
const ADMIN = { email: 'preview-admin@example.com', password: 'preview-secret' };
const USER = { email: 'preview-user@example.com', password: 'preview-secret' };

const run = randomUUID().slice(0, 8);
const marker = `Preview marker ${run}`;
const draftA = `preview-${run}-a`;
const draftB = `preview-${run}-b`;
const live = `preview-${run}-live`;

const { db } = adminApp();
let adminToken: string;
let userToken: string;

function note(title: string, body: string, status: 'draft' | 'published') {
  return {
    title,
    summary: `${title}, summarised.`,
    body,
    tags: [],
    image_url: '',
    published_at: Timestamp.fromDate(new Date('2026-11-30T00:00:00Z')),
    project_id: '',
    created_at: Timestamp.fromDate(new Date('2026-11-30T00:00:00Z')),
    status,
    publish_at: null,
  };
}

async function hostingOrigin(): Promise<string> {
  const emulators = (await (
    await fetch(`http://${process.env.FIREBASE_EMULATOR_HUB}/emulators`)
  ).json()) as Record<string, { host: string; port: number }>;
  if (!emulators.hosting) throw new Error('The Hosting emulator is not running');
  return `http://${emulators.hosting.host}:${emulators.hosting.port}`;
}

async function open(path: string) {
  const response = await fetch(`${await hostingOrigin()}${path}`);
  return { response, html: await response.text() };
}

async function create(id: string, token = adminToken) {
  return callFunction(PREVIEW_CREATE_FUNCTION, { collection: COLLECTIONS.notes, id, days: 2 }, token);
}

async function linkTo(id: string): Promise<PreviewCreateResult> {
  const made = await create(id);
  expect(made.error).toBeUndefined();
  return made.result as PreviewCreateResult;
}

function expectPreviewHeaders(response: Response) {
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
  expect(response.headers.get('cache-control')).toContain('no-store');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

function expectExpired(response: Response, html: string) {
  expect(response.status).toBe(410);
  expectPreviewHeaders(response);
  expect(html).toContain(PREVIEW_MESSAGES.expiredTitle);
  expect(html).not.toContain(marker);
}

beforeAll(async () => {
  if (!existsSync(resolve(DIST, 'app-shell.html')))
    throw new Error('web/dist is not built: run npm run build first');
  await ensureUser(ADMIN.email, ADMIN.password, true);
  await ensureUser(USER.email, USER.password, false);
  adminToken = await idToken(ADMIN.email, ADMIN.password);
  userToken = await idToken(USER.email, USER.password);
  const notes = db.collection(COLLECTIONS.notes);
  await notes.doc(draftA).set(note(`Draft A ${run}`, `The body says ${marker}.`, 'draft'));
  await notes.doc(draftB).set(note(`Draft B ${run}`, `Another draft ${run}.`, 'draft'));
  await notes.doc(live).set(note(`Live ${run}`, 'Published.', 'published'));
});

afterAll(async () => {
  await Promise.all([draftA, draftB, live].map((id) => db.collection(COLLECTIONS.notes).doc(id).delete()));
  const links = await db.collection(PREVIEW_LINKS).where('doc_id', 'in', [draftA, draftB]).get();
  await Promise.all(links.docs.map((d) => d.ref.delete()));
  await closeAdminApps();
});

describe('preview links', () => {
  // The first call starts the functions' runtime, which on a busy machine takes a while.
  it('are made by the admin only, and never for a published document', { timeout: 90_000 }, async () => {
    expect((await create(draftA, '')).error?.status).toBe('UNAUTHENTICATED');
    expect((await create(draftA, userToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await create(live)).error?.status).toBe('FAILED_PRECONDITION');
    const revoke = await callFunction(PREVIEW_REVOKE_FUNCTION, { linkId: 'anything' }, userToken);
    expect(revoke.error?.status).toBe('PERMISSION_DENIED');
  });

  it(
    "open the draft's page for a visitor, with the banner, no scripts and no caching",
    { timeout: 90_000 },
    async () => {
      const link = await linkTo(draftA);
      expect(link.path.startsWith(PREVIEW_PATH_PREFIX)).toBe(true);
      const { response, html } = await open(link.path);
      expect(response.status).toBe(200);
      expectPreviewHeaders(response);
      expect(html).toContain(marker);
      expect(html).toMatch(/<div role="status"[^>]*>Preview of a draft — not published\. This link expires /);
      expect(html).not.toContain('type="module"');
      // The draft is still nobody's on the live site.
      expect((await open(`/notes/${draftA}`)).html).not.toContain(marker);
    },
  );

  it('do not open another draft with a token altered to name it', { timeout: 60_000 }, async () => {
    const link = await linkTo(draftA);
    const [payload, signature] = link.path.slice(PREVIEW_PATH_PREFIX.length).split('.') as [string, string];
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    fields[2] = draftB;
    const forged = `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${signature}`;
    const { response, html } = await open(`${PREVIEW_PATH_PREFIX}${forged}`);
    expectExpired(response, html);
    expect(html).not.toContain(`Another draft ${run}`);
    const garbage = await open(`${PREVIEW_PATH_PREFIX}not-a-token`);
    expectExpired(garbage.response, garbage.html);
  });

  it('stop opening the moment they are revoked', { timeout: 90_000 }, async () => {
    const link = await linkTo(draftA);
    expect((await open(link.path)).response.status).toBe(200);
    const revoked = await callFunction(PREVIEW_REVOKE_FUNCTION, { linkId: link.linkId }, adminToken);
    expect(revoked.error).toBeUndefined();
    const { response, html } = await open(link.path);
    expectExpired(response, html);
  });

  it('end when the draft is edited', { timeout: 60_000 }, async () => {
    const link = await linkTo(draftA);
    await db
      .collection(COLLECTIONS.notes)
      .doc(draftA)
      .update({ summary: `Edited ${run}` });
    const { response, html } = await open(link.path);
    expectExpired(response, html);
  });
});
