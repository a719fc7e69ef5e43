// Publish keeps the CV in step with the content: renaming a position changes /cv, /cv.pdf and
// /resume.json alike, and a change to the CV's own settings marks the site as unpublished.
// Needs `npm run build` first (the functions carry the site renderer). The files it replaces in
// web/dist are put back afterwards.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { jsonResumeSchemaErrors } from '@portfolio/model/json-resume-validate';
import { CV_FILES, PUBLIC_PATHS } from '@portfolio/model/routes';
import { CONTENT_STATE_DOC, PUBLISH_FUNCTION, SITE_STATE } from '@portfolio/model/site-publish';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';
import { callFunction, eventually, idToken } from './callable';

const DIST = resolve(import.meta.dirname, '../../web/dist');
const WRITTEN = ['cv.html', 'cv.pdf', 'resume.json', 'index.html', 'about.html', 'sitemap.xml'];
const ADMIN = { email: 'publish-cv-admin@example.com', password: 'publish-secret' };
const run = randomUUID().slice(0, 8);
const ENTRY = `cv-test-${run}`;

const { db } = adminApp();
let token: string;
let backup: string;

async function hostingOrigin(): Promise<string> {
  const emulators = (await (
    await fetch(`http://${process.env.FIREBASE_EMULATOR_HUB}/emulators`)
  ).json()) as Record<string, { host: string; port: number }>;
  if (!emulators.hosting) throw new Error('The Hosting emulator is not running');
  return `http://${emulators.hosting.host}:${emulators.hosting.port}`;
}

async function served(path: string): Promise<Response> {
  const response = await fetch(`${await hostingOrigin()}${path}`);
  expect(response.status).toBe(200);
  return response;
}

async function pdfText(path: string): Promise<{ pages: number; text: string; size: number }> {
  const bytes = new Uint8Array(await (await served(path)).arrayBuffer());
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  return { pages: pdf.numPages, text: text.replace(/\s+/g, ' '), size: bytes.byteLength };
}

async function publish() {
  const outcome = await callFunction(PUBLISH_FUNCTION, {}, token);
  expect(outcome.error).toBeUndefined();
  return outcome;
}

async function changedAt(): Promise<number> {
  const changed = (await db.collection(SITE_STATE).doc(CONTENT_STATE_DOC).get()).get('changed_at') as
    Timestamp | undefined;
  return changed?.toMillis() ?? 0;
}

const position = (name: string) => ({
  position: name,
  company: `Company ${run}`,
  start_date: '2025-01',
  end_date: null,
  description: '',
  responsibilities: ['Kept the CV in step'],
  order_index: 0,
});

beforeAll(async () => {
  if (!existsSync(join(DIST, 'app-shell.html')))
    throw new Error('web/dist is not built: run npm run build first');
  backup = mkdtempSync(join(tmpdir(), 'publish-cv-'));
  for (const name of WRITTEN) {
    if (existsSync(join(DIST, name))) copyFileSync(join(DIST, name), join(backup, name));
  }
  await ensureUser(ADMIN.email, ADMIN.password, true);
  token = await idToken(ADMIN.email, ADMIN.password);
  await db
    .collection(COLLECTIONS.experience)
    .doc(ENTRY)
    .set(position(`First position ${run}`));
});

afterAll(async () => {
  await db.collection(COLLECTIONS.experience).doc(ENTRY).delete();
  await db.collection(CV_SETTINGS_PATH.collection).doc(CV_SETTINGS_PATH.doc).delete();
  if (backup) {
    for (const name of WRITTEN) {
      if (existsSync(join(backup, name))) copyFileSync(join(backup, name), join(DIST, name));
      else rmSync(join(DIST, name), { force: true });
    }
    rmSync(backup, { recursive: true, force: true });
  }
  await closeAdminApps();
});

// Each publish renders the whole site and draws the PDF: tens of seconds on a busy machine.
describe('publishing the CV', { timeout: 180_000 }, () => {
  it('renaming a position changes the page, the PDF and JSON Resume', async () => {
    await publish();
    expect(await (await served(PUBLIC_PATHS.cv)).text()).toContain(`First position ${run}`);
    expect((await pdfText(CV_FILES.pdf)).text).toContain(`First position ${run}`);

    await db
      .collection(COLLECTIONS.experience)
      .doc(ENTRY)
      .update({ position: `Renamed position ${run}` });
    await publish();

    const page = await (await served(PUBLIC_PATHS.cv)).text();
    expect(page).toContain(`Renamed position ${run}`);
    expect(page).not.toContain(`First position ${run}`);

    const pdf = await pdfText(CV_FILES.pdf);
    expect(pdf.text).toContain(`Renamed position ${run}`);
    expect(pdf.text).not.toContain(`First position ${run}`);
    expect(pdf.pages).toBeGreaterThanOrEqual(1);

    const response = await served(CV_FILES.jsonResume);
    const resume = (await response.json()) as { work: Array<{ position: string }> };
    expect(resume.work.map((w) => w.position)).toContain(`Renamed position ${run}`);
    expect(jsonResumeSchemaErrors(resume)).toEqual([]);
  });

  it("marks unpublished changes when the CV's settings change, and shows them after Publish", async () => {
    const before = await changedAt();
    await db
      .collection(CV_SETTINGS_PATH.collection)
      .doc(CV_SETTINGS_PATH.doc)
      .set({
        summary: `A summary of ${run}`,
        project_ids: [],
        certification_ids: [],
        show_phone: false,
        updated_at: FieldValue.serverTimestamp(),
      });
    await eventually(async () => (await changedAt()) > before, 60_000);
    await publish();
    expect((await pdfText(CV_FILES.pdf)).text).toContain(`A summary of ${run}`);
    expect(await (await served(PUBLIC_PATHS.cv)).text()).toContain(`A summary of ${run}`);
  });
});
