// The demo seed against the emulators: every collection gets believable content with the minimums
// the pages need, every file kind of the project detail page exists as a real file, the admin can
// sign in and carries admin: true, and seeding again changes nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  PERSONAL_INFO_FIELDS,
  PROJECT_CATEGORIES,
  SKILL_CATEGORIES,
} from '@portfolio/model/collections';
import { DEMO_PROJECT_ID } from '@portfolio/model/emulators';
import { PUBLICATION_SLUGS_COLLECTION } from '@portfolio/model/publications';
import { CONTENT_STATE_DOC, SITE_STATE } from '@portfolio/model/site-publish';
import { PROFICIENCY } from '@portfolio/model/limits';
import {
  ALL_FILE_KINDS_PROJECT,
  DEMO_ADMIN,
  personalInfo,
  projectFiles,
  projects as demoProjects,
  publications as demoPapers,
} from '../../scripts/seed/demo-content.ts';
import { DEMO_PAPER_PDF } from '../../scripts/seed/demo-publications.ts';
import { parseArgs, seed, type SeedOptions } from '../../scripts/seed/seed.ts';

const PROJECT_ID = DEMO_PROJECT_ID;
const ROOT = resolve(import.meta.dirname, '..', '..');
const PUBLIC_DIR = join(ROOT, 'web', 'public');
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

const SERVICE_TITLES = [
  'Predictive Modeling',
  'Data Visualization',
  'Statistical Analysis',
  'ETL Pipeline Development',
  'Custom App Development',
  'UI/UX Design',
  'App Optimization',
  'App Maintenance & Updates',
];

/** The label the project detail page gives a file, by its MIME type. */
function fileKind(type: string): string {
  if (type.startsWith('image/')) return 'IMAGE';
  if (type.startsWith('video/')) return 'VIDEO';
  if (type === 'application/pdf') return 'PDF';
  if (type === 'application/vnd.android.package-archive') return 'APK';
  if (type.includes('zip')) return 'ZIP';
  if (type.includes('presentation') || type.includes('powerpoint')) return 'PPT';
  if (type.includes('spreadsheet') || type.includes('excel')) return 'XLS';
  if (type.includes('wordprocessing') || type.includes('msword')) return 'DOC';
  return 'FILE';
}
const ALL_KINDS = ['IMAGE', 'VIDEO', 'PDF', 'ZIP', 'APK', 'PPT', 'XLS', 'DOC', 'FILE'];

const quiet: SeedOptions = { projectId: PROJECT_ID, quiet: true };
/** Set by emulators:exec when the Storage emulator runs: the seed then stores the demo media. */
const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const STORED =
  /^http:\/\/[^/]+\/v0\/b\/demo-portfolio\.appspot\.com\/o\/([^?]+)\?alt=media&token=[0-9a-f-]{36}$/;

/** Downloads a URL the documents name and checks it gives the bytes of the demo file. */
async function expectStored(url: unknown, sitePath: string, folder: string, type?: string) {
  expect(url).toMatch(STORED);
  const path = decodeURIComponent(STORED.exec(url as string)![1]!);
  expect(path.startsWith(`${folder}/`), path).toBe(true);
  const response = await fetch(url as string);
  expect(response.status, url as string).toBe(200);
  if (type) expect(response.headers.get('content-type')).toBe(type);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.equals(readFileSync(join(PUBLIC_DIR, sitePath))), sitePath).toBe(true);
  return path;
}

/**
 * A demo medium as a document names it by default: its Storage download URL where the Storage
 * emulator runs, else the site path of a real file under web/public.
 */
async function expectDemoMedia(url: unknown, sitePath: string, folder: string, type?: string) {
  if (STORAGE_HOST) return expectStored(url, sitePath, folder, type);
  expect(url).toBe(sitePath);
  expect(existsSync(join(PUBLIC_DIR, sitePath)), sitePath).toBe(true);
  return '';
}

let app: App;
let db: Firestore;

async function clearFirestore() {
  const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  expect(response.ok).toBe(true);
}

async function clearAuth() {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
}

async function count(collection: string) {
  return (await db.collection(collection).count().get()).data().count;
}

async function counts() {
  const out: Record<string, number> = {};
  for (const name of Object.values(COLLECTIONS)) out[name] = await count(name);
  return out;
}

type Row = { id: string } & Record<string, unknown>;

async function all(collection: string): Promise<Row[]> {
  return (await db.collection(collection).get()).docs.map((d) => ({ ...d.data(), id: d.id }));
}

/** Signs in through the Auth emulator's REST API, as the web app does; returns the token's claims. */
async function signIn(email: string, password: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message ?? response.status}`);
  const payload = body.idToken.split('.')[1]!;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Sets when the account's sessions start to count (seconds), as revoking them would. */
async function setValidSince(uid: string, seconds: number) {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, validSince: String(seconds) }),
  });
  if (!response.ok) throw new Error(`accounts:update answered ${response.status}`);
}

function folderSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) => sum + (e.isDirectory() ? folderSize(join(dir, e.name)) : statSync(join(dir, e.name)).size),
    0,
  );
}

beforeAll(async () => {
  if (!FIRESTORE_HOST || !AUTH_HOST) {
    throw new Error(
      'Run inside the emulators: node scripts/emulators.mjs exec "npx vitest run --project emulator"',
    );
  }
  app = initializeApp({ projectId: PROJECT_ID }, 'seed-test-reader');
  db = getFirestore(app);
  await clearFirestore();
  await clearAuth();
});

afterAll(async () => {
  await Promise.all(getApps().map((a) => deleteApp(a)));
});

describe('seed()', () => {
  it('fills every content collection and creates the admin', async () => {
    const result = await seed(quiet);
    expect(result.skipped).toBe(false);
    expect(result.admin).toMatchObject({ email: DEMO_ADMIN.email, created: true });

    const c = await counts();
    for (const name of Object.values(COLLECTIONS)) {
      if (name === COLLECTIONS.contactMessages) expect(c[name]).toBe(0);
      else expect(c[name], name).toBeGreaterThan(0);
    }
    expect(c).toMatchObject(result.written);
  });

  it('writes every personal_info field, keyed by field_name', async () => {
    const rows = await all(COLLECTIONS.personalInfo);
    expect(rows.map((r) => r.id).sort()).toEqual([...PERSONAL_INFO_FIELDS].sort());
    for (const row of rows) {
      expect(row.field_name).toBe(row.id);
      expect(typeof row.field_value === 'string' && row.field_value.trim().length > 0, row.id).toBe(true);
      expect(row.updated_at).toBeInstanceOf(Timestamp);
    }
    const value = (field: string) => rows.find((r) => r.id === field)!.field_value as string;
    expect(value('linkedin')).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/);
    expect(value('email')).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    await expectDemoMedia(value('profile_image'), personalInfo.profile_image, 'profiles', 'image/webp');
  });

  it('writes education, experience with a current role, and certifications', async () => {
    const education = await all(COLLECTIONS.education);
    expect(education.length).toBeGreaterThanOrEqual(2);
    for (const e of education) {
      expect(e.start_date).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      expect(e.end_date).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      expect(typeof e.order_index).toBe('number');
    }

    const experience = await all(COLLECTIONS.experience);
    expect(experience.length).toBeGreaterThanOrEqual(3);
    const current = experience.filter((e) => e.end_date === null);
    expect(current).toHaveLength(1);
    expect((current[0]!.responsibilities as string[]).length).toBeGreaterThan(0);
    for (const e of experience) expect(Array.isArray(e.responsibilities)).toBe(true);
    // The current role comes first on the timeline (order_index ascending).
    const byOrder = [...experience].sort((a, b) => (a.order_index as number) - (b.order_index as number));
    expect(byOrder[0]!.end_date).toBeNull();

    const certifications = await all(COLLECTIONS.certifications);
    expect(certifications.length).toBeGreaterThanOrEqual(4);
    for (const cert of certifications) {
      expect(cert.title).toBeTruthy();
      expect(cert.issuer).toBeTruthy();
      expect(cert.created_at).toBeInstanceOf(Timestamp);
    }
  });

  it('writes skills in all five categories, more than six in some', async () => {
    const skills = await all(COLLECTIONS.skills);
    const perCategory = new Map<string, number>();
    for (const s of skills) {
      expect(SKILL_CATEGORIES).toContain(s.category);
      expect(Number.isInteger(s.proficiency)).toBe(true);
      expect(s.proficiency).toBeGreaterThanOrEqual(PROFICIENCY.min);
      expect(s.proficiency).toBeLessThanOrEqual(PROFICIENCY.max);
      perCategory.set(s.category as string, (perCategory.get(s.category as string) ?? 0) + 1);
    }
    expect([...perCategory.keys()].sort()).toEqual([...SKILL_CATEGORIES].sort());
    expect([...perCategory.values()].some((n) => n > 6)).toBe(true);
  });

  it('writes projects of both categories, some featured, some without links', async () => {
    const projects = await all(COLLECTIONS.projects);
    expect(projects.length).toBeGreaterThanOrEqual(6);
    for (const category of PROJECT_CATEGORIES) {
      expect(projects.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
    const featured = projects.filter((p) => p.featured === true);
    expect(featured.length).toBeGreaterThanOrEqual(1);
    expect(featured.length).toBeLessThan(projects.length);

    const hidden = (url: unknown) => url === '#' || url === '';
    expect(projects.some((p) => hidden(p.code_url))).toBe(true);
    expect(projects.some((p) => hidden(p.live_url))).toBe(true);
    expect(projects.some((p) => p.code_url === '#' || p.live_url === '#')).toBe(true);
    expect(projects.some((p) => /^https:\/\//.test(p.code_url as string))).toBe(true);
    expect(projects.some((p) => /^https:\/\//.test(p.live_url as string))).toBe(true);

    const times = projects.map((p) => (p.created_at as Timestamp).toMillis());
    expect(new Set(times).size).toBe(projects.length);
    for (const p of projects) {
      expect((p.tags as string[]).length).toBeGreaterThan(0);
      const demo = demoProjects.find((d) => d.id === p.id)!;
      expect(demo.image_url).toMatch(/^\/demo\/projects\//);
      await expectDemoMedia(p.image_url, demo.image_url, 'projects', 'image/webp');
    }
  });

  it('writes project files of every kind, backed by real files', async () => {
    const files = await all(COLLECTIONS.projectFiles);
    const projectIds = new Set((await all(COLLECTIONS.projects)).map((p) => p.id));
    for (const f of files) {
      expect(projectIds.has(f.project_id as string), f.id).toBe(true);
      expect(f.created_at).toBeInstanceOf(Timestamp);
      const demo = projectFiles.find((d) => d.id === f.id)!;
      const path = join(PUBLIC_DIR, demo.file_url);
      expect(statSync(path).size).toBeGreaterThan(0);
      // The cascade deletes a file's object by storage_path: set exactly when the seed stored it.
      expect(f.storage_path).toBe(await expectDemoMedia(f.file_url, demo.file_url, 'files', demo.file_type));
    }

    const kinds = (rows: typeof files) => new Set(rows.map((f) => fileKind(f.file_type as string)));
    expect([...kinds(files)].sort()).toEqual([...ALL_KINDS].sort());
    const complete = files.filter((f) => f.project_id === ALL_FILE_KINDS_PROJECT);
    expect([...kinds(complete)].sort()).toEqual([...ALL_KINDS].sort());

    // Media of each project are numbered 0..n-1, as the drag-and-drop reorder leaves them.
    const isMedia = (t: unknown) => /^(image|video)\//.test(t as string);
    for (const id of projectIds) {
      const media = files.filter((f) => f.project_id === id && isMedia(f.file_type));
      const order = media.map((f) => f.order_index as number).sort((a, b) => a - b);
      expect(order, id).toEqual(media.map((_, i) => i));
    }

    expect(folderSize(join(PUBLIC_DIR, 'demo'))).toBeLessThan(1.5 * 1024 * 1024);
  });

  it("writes the demo papers, each claiming its address, and the one PDF as the paper's own", async () => {
    const papers = await all(COLLECTIONS.publications);
    expect(papers.map((p) => p.id).sort()).toEqual(demoPapers.map((p) => p.id).sort());
    expect(new Set(papers.map((p) => p.type))).toEqual(
      new Set(['conference', 'preprint', 'article', 'thesis']),
    );
    const selected = papers.filter((p) => p.selected === true).length;
    expect(selected).toBeGreaterThanOrEqual(2);
    expect(selected).toBeLessThanOrEqual(3);
    for (const paper of papers) {
      expect(typeof paper.slug === 'string' && paper.slug !== '', paper.id).toBe(true);
      const claim = await db
        .collection(PUBLICATION_SLUGS_COLLECTION)
        .doc(paper.slug as string)
        .get();
      expect(claim.data(), paper.slug as string).toEqual({ publication_id: paper.id });
    }
    // The PDF: a stored files/ object with its download link where Storage runs, else the site's file.
    const withPdf = papers.find((p) => p.id === DEMO_PAPER_PDF.publication)!;
    const urls = withPdf.urls as Record<string, string>;
    if (STORAGE_HOST) {
      const path = await expectStored(
        withPdf.pdf_file_url,
        DEMO_PAPER_PDF.sitePath,
        'files',
        'application/pdf',
      );
      expect(withPdf.pdf_storage_path).toBe(path);
      expect(urls.pdf).toBe('');
    } else {
      expect([withPdf.pdf_storage_path, withPdf.pdf_file_url, urls.pdf]).toEqual([
        '',
        '',
        DEMO_PAPER_PDF.sitePath,
      ]);
    }
    expect(readFileSync(join(PUBLIC_DIR, DEMO_PAPER_PDF.sitePath)).subarray(0, 5).toString()).toBe('%PDF-');
    for (const paper of papers.filter((p) => p.id !== DEMO_PAPER_PDF.publication))
      expect(paper.pdf_storage_path, paper.id).toBe('');
  });

  it('writes the eight services with icon names', async () => {
    const services = await all(COLLECTIONS.services);
    const ordered = services.sort((a, b) => (a.order_index as number) - (b.order_index as number));
    expect(ordered.map((s) => s.title)).toEqual(SERVICE_TITLES);
    // The first four are the page's data science section, the last four its Android one.
    expect(ordered.map((s) => s.category)).toEqual([...Array(4).fill('data'), ...Array(4).fill('android')]);
    for (const s of services) {
      expect(s.icon).toMatch(/^[a-z-]+$/);
      expect((s.description as string).length).toBeGreaterThan(20);
    }
  });

  it('gives the admin the claim admin: true and a working password', async () => {
    const user = await getAuth(app).getUserByEmail(DEMO_ADMIN.email);
    expect(user.customClaims).toEqual({ admin: true });
    const claims = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(claims.admin).toBe(true);
    expect(claims.email).toBe(DEMO_ADMIN.email);
  });

  it('is idempotent: a second run leaves the same counts, restores edited demo docs and keeps the admin signed in', async () => {
    const before = await counts();
    const auth = getAuth(app);
    const admin = await auth.getUserByEmail(DEMO_ADMIN.email);
    await db.collection(COLLECTIONS.projects).doc(ALL_FILE_KINDS_PROJECT).update({ title: 'Edited' });
    // Sessions from long ago are still good; setting the password again would end them all.
    await setValidSince(admin.uid, 1000);
    const signedInSince = (await auth.getUser(admin.uid)).tokensValidAfterTime;

    const result = await seed(quiet);
    expect(result.admin).toMatchObject({ uid: admin.uid, created: false });
    expect((await auth.getUser(admin.uid)).tokensValidAfterTime).toBe(signedInSince);
    expect(await counts()).toEqual(before);
    const restored = await db.collection(COLLECTIONS.projects).doc(ALL_FILE_KINDS_PROJECT).get();
    expect(restored.get('title')).not.toBe('Edited');
    expect((await getAuth(app).listUsers()).users).toHaveLength(1);
  });

  it('marks the content changed itself and leaves no trigger queue behind, then triggers run again', async () => {
    const state = db.collection(SITE_STATE).doc(CONTENT_STATE_DOC);
    const changedAt = async () => (await state.get()).get('changed_at') as Timestamp | undefined;
    const start = Date.now();
    await seed({ ...quiet, force: true });
    const seeded = await changedAt();
    expect(seeded?.toMillis()).toBeGreaterThanOrEqual(start - 1000);

    // Dozens of writes, and no content trigger runs for them afterwards.
    await new Promise((r) => setTimeout(r, 4000));
    expect((await changedAt())?.isEqual(seeded!)).toBe(true);

    // The triggers were resumed: an edit after the seed moves the mark again.
    await db
      .collection(COLLECTIONS.skills)
      .doc((await db.collection(COLLECTIONS.skills).limit(1).get()).docs[0]!.id)
      .update({ order_index: 0 });
    await expect
      .poll(async () => (await changedAt())?.toMillis() ?? 0, { timeout: 30_000, interval: 500 })
      .toBeGreaterThan(seeded!.toMillis());
  }, 60_000);

  it('deletes nothing it did not write, unless --force', async () => {
    await db.collection(COLLECTIONS.projects).doc('admin-made').set({ title: 'Mine', category: 'data' });
    await db
      .collection(COLLECTIONS.contactMessages)
      .doc('m1')
      .set({ name: 'Visitor', message: 'Hello there' });
    const before = await counts();

    await seed(quiet);
    expect(await counts()).toEqual(before);
    expect((await db.collection(COLLECTIONS.projects).doc('admin-made').get()).exists).toBe(true);

    const forced = await seed({ ...quiet, force: true });
    expect(forced.deleted).toBe(1);
    expect((await db.collection(COLLECTIONS.projects).doc('admin-made').get()).exists).toBe(false);
    expect(await count(COLLECTIONS.projects)).toBe(before[COLLECTIONS.projects]! - 1);
    expect(await count(COLLECTIONS.contactMessages)).toBe(1);
  });

  it('with ifEmpty, writes nothing when projects exist and seeds an empty database', async () => {
    const name = db.collection(COLLECTIONS.personalInfo).doc('name');
    await name.update({ field_value: 'Edited by the admin' });
    await db.collection(COLLECTIONS.skills).doc('skill-python').delete();
    const before = await counts();

    const skipped = await seed({ ...quiet, ifEmpty: true });
    expect(skipped.skipped).toBe(true);
    expect(skipped.admin).toMatchObject({ email: DEMO_ADMIN.email, created: false });
    expect(Object.values(skipped.written).every((n) => n === 0)).toBe(true);
    expect((await name.get()).get('field_value')).toBe('Edited by the admin');
    expect(await counts()).toEqual(before);

    await clearFirestore();
    const seeded = await seed({ ...quiet, ifEmpty: true });
    expect(seeded.skipped).toBe(false);
    expect(await count(COLLECTIONS.projects)).toBe(seeded.written.projects);
    expect((await name.get()).get('field_value')).not.toBe('Edited by the admin');
  });

  it('puts back an admin password changed since the last run', async () => {
    const { uid } = await getAuth(app).getUserByEmail(DEMO_ADMIN.email);
    await getAuth(app).updateUser(uid, { password: 'changed-by-hand-1' });
    await seed(quiet);
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).admin).toBe(true);
  });

  it('with ifEmpty on saved content but no users, still creates the admin the launcher announces', async () => {
    // Saved content: the tests before leave the demo content seeded; a seed takes seconds (it
    // resumes the emulator's triggers), so it runs here only when this test runs alone.
    if ((await count(COLLECTIONS.projects)) === 0) await seed(quiet);
    await clearAuth();
    await expect(signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).rejects.toThrow(/EMAIL_NOT_FOUND/);

    const skipped = await seed({ ...quiet, ifEmpty: true });
    expect(skipped.skipped).toBe(true);
    expect(skipped.admin).toMatchObject({ email: DEMO_ADMIN.email, created: true });
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).admin).toBe(true);
  });

  it('creates the admin named by ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const email = 'owner@example.com';
    const password = 'another-secret-1';
    const saved = { ...process.env };
    process.env.ADMIN_EMAIL = email;
    process.env.ADMIN_PASSWORD = password;
    try {
      const result = await seed(quiet);
      expect(result.admin).toMatchObject({ email, created: true });
    } finally {
      process.env.ADMIN_EMAIL = saved.ADMIN_EMAIL;
      process.env.ADMIN_PASSWORD = saved.ADMIN_PASSWORD;
      if (saved.ADMIN_EMAIL === undefined) delete process.env.ADMIN_EMAIL;
      if (saved.ADMIN_PASSWORD === undefined) delete process.env.ADMIN_PASSWORD;
    }
    expect((await signIn(email, password)).admin).toBe(true);
  });

  it('refuses to run without the emulators, or half emulated, unless production is allowed', async () => {
    const projectsBefore = await count(COLLECTIONS.projects);
    try {
      delete process.env.FIRESTORE_EMULATOR_HOST;
      await expect(seed(quiet)).rejects.toThrow(/Refusing to seed: set both/);
      await expect(seed({ ...quiet, allowProduction: true })).rejects.toThrow(/Refusing to seed: set both/);
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      await expect(seed(quiet)).rejects.toThrow(/Refusing to seed: .* --allow-production/);
      await expect(seed({ ...quiet, allowProduction: true, force: true })).rejects.toThrow(/--force/);
      // A real project never gets the demo password, nor a short one.
      const savedPassword = process.env.ADMIN_PASSWORD;
      delete process.env.ADMIN_PASSWORD;
      try {
        await expect(seed({ ...quiet, allowProduction: true })).rejects.toThrow(
          /ADMIN_PASSWORD of at least 12/,
        );
        await expect(seed({ ...quiet, allowProduction: true, adminPassword: 'elevenchars' })).rejects.toThrow(
          /ADMIN_PASSWORD of at least 12/,
        );
        process.env.ADMIN_PASSWORD = 'short';
        await expect(seed({ ...quiet, allowProduction: true })).rejects.toThrow(
          /ADMIN_PASSWORD of at least 12/,
        );
      } finally {
        if (savedPassword === undefined) delete process.env.ADMIN_PASSWORD;
        else process.env.ADMIN_PASSWORD = savedPassword;
      }
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
      process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
    }
    expect(await count(COLLECTIONS.projects)).toBe(projectsBefore);
  });
});

describe('seed() and Storage', () => {
  it.runIf(STORAGE_HOST)(
    'by default stores every demo medium and file where the Storage emulator runs',
    async () => {
      const lines: string[] = [];
      await seed({ projectId: PROJECT_ID, force: true, log: (line) => lines.push(line) });
      expect(lines.join('\n')).toContain(`stored in the Storage emulator at ${STORAGE_HOST}`);
      for (const p of demoProjects) {
        const doc = (await db.collection(COLLECTIONS.projects).doc(p.id).get()).data()!;
        await expectStored(doc.image_url, p.image_url, 'projects', 'image/webp');
      }
      for (const f of projectFiles) {
        const doc = (await db.collection(COLLECTIONS.projectFiles).doc(f.id).get()).data()!;
        const path = await expectStored(doc.file_url, f.file_url, 'files', f.file_type);
        expect(doc.storage_path).toBe(path);
      }
    },
  );

  it.runIf(STORAGE_HOST)(
    'stores files as uploads are: original name on download, cached for good',
    async () => {
      const report = projectFiles.find((f) => f.file_type === 'application/pdf')!;
      const doc = (await db.collection(COLLECTIONS.projectFiles).doc(report.id).get()).data()!;
      const response = await fetch(doc.file_url as string);
      expect(response.status).toBe(200);
      const name = report.file_url.split('/').pop()!;
      expect(response.headers.get('content-disposition')).toContain(`filename="${name}"`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );

  it.runIf(STORAGE_HOST)("points a write-up's images at the project's stored uploads", async () => {
    const churn = (await db.collection(COLLECTIONS.projects).doc('proj-churn-prediction').get()).data()!;
    const images = [...(churn.case_study as string).matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]);
    expect(images.length).toBeGreaterThan(0);
    const files = await all(COLLECTIONS.projectFiles);
    for (const url of images) {
      expect(url).not.toMatch(/^\/demo\//);
      expect(
        files.some((f) => f.project_id === 'proj-churn-prediction' && f.file_url === url),
        url,
      ).toBe(true);
      expect((await fetch(url!)).status).toBe(200);
    }
  });

  it.runIf(STORAGE_HOST)('gives the same URLs when seeded again', async () => {
    const urls = async () => (await all(COLLECTIONS.projects)).map((p) => p.image_url).sort();
    const before = await urls();
    await seed(quiet);
    expect(await urls()).toEqual(before);
  });

  it('keeps the site paths with storage: false, and when no Storage emulator answers', async () => {
    const sitePaths = async () => {
      const images = (await all(COLLECTIONS.projects)).map((p) => p.image_url).sort();
      const files = (await all(COLLECTIONS.projectFiles)).map((f) => [f.file_url, f.storage_path]);
      const profile = (await db.collection(COLLECTIONS.personalInfo).doc('profile_image').get()).data()!;
      expect(images).toEqual(demoProjects.map((p) => p.image_url).sort());
      expect(files.sort()).toEqual(projectFiles.map((f) => [f.file_url, '']).sort());
      expect(profile.field_value).toBe(personalInfo.profile_image);
      const paper = (
        await db.collection(COLLECTIONS.publications).doc(DEMO_PAPER_PDF.publication).get()
      ).data()!;
      expect([paper.pdf_storage_path, paper.pdf_file_url, paper.urls.pdf]).toEqual([
        '',
        '',
        DEMO_PAPER_PDF.sitePath,
      ]);
    };
    await seed({ ...quiet, storage: false });
    await sitePaths();

    const lines: string[] = [];
    await seed({ projectId: PROJECT_ID, storageHost: '127.0.0.1:9', log: (line) => lines.push(line) });
    expect(lines.join('\n')).toContain('no Storage emulator answers at 127.0.0.1:9');
    await sitePaths();
    await expect(seed({ ...quiet, storage: 'required', storageHost: '127.0.0.1:9' })).rejects.toThrow(
      /Cannot store the demo media: no Storage emulator answers/,
    );
  });
});

describe('the seed command line', () => {
  it('parses its flags and requires --project-id with --allow-production', () => {
    expect(parseArgs(['--if-empty'])).toMatchObject({ ifEmpty: true, force: false, allowProduction: false });
    expect(parseArgs(['--project-id', 'p1', '--allow-production'])).toMatchObject({
      projectId: 'p1',
      allowProduction: true,
    });
    expect(() => parseArgs(['--allow-production'])).toThrow(/--project-id/);
    expect(() => parseArgs(['--bogus'])).toThrow(/unknown argument/);
    expect(parseArgs(['--storage'])).toMatchObject({ storage: true, noStorage: false });
    expect(parseArgs(['--no-storage'])).toMatchObject({ storage: false, noStorage: true });
    expect(() => parseArgs(['--storage', '--no-storage'])).toThrow(/exclude/);
    expect(() => parseArgs(['--project-id', 'p1', '--allow-production', '--storage'])).toThrow(/emulator/);
  });

  it(
    'runs with tsx: --if-empty reports existing content, a plain run prints the summary',
    { timeout: 90_000 },
    () => {
      const run = (...args: string[]) =>
        execFileSync(TSX, ['scripts/seed/seed.ts', ...args], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID },
        });
      expect(run('--if-empty')).toMatch(/already has projects/);
      const summary = run();
      expect(summary).toMatch(/projects\s+\d+ written/);
      if (STORAGE_HOST) expect(summary).toContain(`stored in the Storage emulator at ${STORAGE_HOST}`);
      expect(summary).toContain(`Admin: ${DEMO_ADMIN.email}`);
    },
  );

  // A seed in its own process, while the renditions of the uploads before it may still be made.
  it('runs with tsx --no-storage: the documents keep the site paths', { timeout: 90_000 }, async () => {
    const output = execFileSync(TSX, ['scripts/seed/seed.ts', '--no-storage'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID },
    });
    expect(output).toContain('demo media served from the site');
    const profile = (await db.collection(COLLECTIONS.personalInfo).doc('profile_image').get()).data()!;
    expect(profile.field_value).toBe(personalInfo.profile_image);
  });

  it('refuses --allow-production while emulator hosts are set', () => {
    let failed = false;
    try {
      execFileSync(TSX, ['scripts/seed/seed.ts', '--project-id', 'real-project', '--allow-production'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env },
      });
    } catch (error) {
      failed = true;
      expect(String((error as { stderr?: string }).stderr)).toMatch(/unset FIRESTORE_EMULATOR_HOST/);
    }
    expect(failed).toBe(true);
  });
});
