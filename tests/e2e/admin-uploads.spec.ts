// Every upload of the admin area, with the real Firebase Storage SDK against the Storage emulator
// and storage.rules: the project image, media and other files, the profile image, the refusals,
// and what a visitor then sees. Objects are checked in the emulator itself, not just in the UI.
import { truncate, writeFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page, type Route } from './support/test';
import { getStorage } from 'firebase-admin/storage';
import { COLLECTIONS } from '@portfolio/model/collections';
import { CONTENT_TRASH } from '@portfolio/model/content-life';
import { DEMO_BUCKET } from '@portfolio/model/emulators';
import { DOWNLOAD_PATH_PREFIX, downloadUrl, storagePathFromUrl } from '@portfolio/model/storage-paths';
import { ADMIN_STATE, openAdmin, toast } from '../support/admin-session';
import { adminApp } from '../support/emulator';
import { ports } from '../support/ports';
import { personalInfo } from '../../scripts/seed/demo-content';
import { seed } from '../../scripts/seed/seed';
import { expectImageLoaded, seededUrl } from './support/demo-media';
import { waitForServiceWorker } from './support/service-worker';
import { undoWindow } from '../../web/src/features/admin/editing/undo-window';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ storageState: ADMIN_STATE });

const STORAGE = `http://127.0.0.1:${ports.storage}`;
const stamp = Date.now().toString(36);
const title = `E2E Upload Lab ${stamp}`;
let projectId = '';
let imagePath = '';

/** The Storage emulator's metadata of an object, asked as the owner (past the rules); null if none. */
interface ObjectMetadata {
  size: string;
  contentType: string;
  contentDisposition?: string;
  cacheControl?: string;
}

async function metadata(path: string): Promise<ObjectMetadata | null> {
  const response = await fetch(downloadUrl(STORAGE, DEMO_BUCKET, path), {
    headers: { Authorization: 'Bearer owner' },
  });
  return response.ok ? ((await response.json()) as ObjectMetadata) : null;
}

const stored = async (path: string) => (await metadata(path)) !== null;

/** The names of the objects under a folder, asked as the owner. */
async function storedNames(prefix: string): Promise<string[]> {
  const url = `${STORAGE}/v0/b/${DEMO_BUCKET}/o?prefix=${encodeURIComponent(prefix)}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  const body = (await response.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((item) => item.name).sort();
}

/** The object path inside a download URL of the emulator. */
function pathOf(url: string): string {
  const path = storagePathFromUrl(url, DEMO_BUCKET);
  if (path === null) throw new Error(`not a Storage URL: ${url}`);
  return path;
}

/**
 * A PNG of noise, stored without compression: as large as a phone photo (noise does not compress),
 * decodable by the browser, and larger than the form keeps, so it is scaled down before upload.
 */
function noisePng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    if (i % (width * 3 + 1) === 0) continue; // filter byte: none
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed >> 16;
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Closes every toast: at most five show at once, the rest wait their turn. */
async function dismissToasts(page: Page) {
  const close = page.getByRole('alert').getByRole('button');
  await expect(async () => {
    await close.evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
    expect(await close.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

async function openNewProject(page: Page) {
  await openAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await page.getByRole('button', { name: 'Add Project' }).click();
}

/** Records every "Uploading… N%" the page shows, with the time it appeared. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: Array<[number, string]> = [];
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      const match = /Uploading… (\d+)%/.exec(document.body.innerText);
      if (match && seen.at(-1)?.[1] !== match[1]) seen.push([performance.now(), match[1]!]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

test.afterAll(async () => {
  if (projectId) await adminApp().db.collection(COLLECTIONS.projects).doc(projectId).delete();
});

test('the project image: a non-image and an SVG are refused, a 5 MB photo is made to fit, uploaded with progress and previewed', async ({
  page,
}) => {
  await openNewProject(page);
  const picker = page.locator('input[type="file"][accept="image/*"]');

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toast(page, 'Please select an image file')).toBeVisible();

  // SVG carries script: the form lets it through (it is an image type), the rules refuse it.
  await picker.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(toast(page, 'Failed to upload image')).toBeVisible();

  // 5.3 MB: within the project image's 2400x1600, over the folder's 5 MB limit as a PNG.
  const photo = noisePng(1600, 1100);
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await recordProgress(page);
  const started = Date.now();
  await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible({ timeout: 60_000 });
  const elapsed = Date.now() - started;
  const steps = await page.evaluate(
    () => (window as unknown as { progressSeen: Array<[number, string]> }).progressSeen,
  );
  console.log(
    `[admin-uploads] 5 MB image (${photo.length} bytes): uploaded in ${elapsed} ms; progress shown: ${steps.map(([, p]) => `${p}%`).join(' ')}`,
  );
  expect(steps.length).toBeGreaterThan(0);

  const url = await page.getByRole('textbox', { name: 'Project Image: Image URL' }).inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v0\/b\//);
  imagePath = pathOf(url);
  // Encoded again in the browser as WebP to fit, and named for what it is.
  expect(imagePath).toMatch(/^projects\/[a-z0-9]+-\d+\.webp$/);
  const kept = await metadata(imagePath);
  expect(kept?.contentType).toBe('image/webp');
  expect(Number(kept?.size)).toBeLessThanOrEqual(5 * 1024 * 1024);
  await expect(page.getByRole('img', { name: 'Project Image preview' })).toHaveAttribute('src', url);

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Every upload of the admin area, end to end.');

  // Media (an image and a video) and other files (a PDF, an APK), dropped several at once.
  const media = page.getByRole('region', { name: 'Media Files' });
  await media
    .locator('input[type="file"]')
    .setInputFiles([
      'web/public/demo/gallery/churn-roc-curve.webp',
      'web/public/demo/gallery/churn-walkthrough.webm',
    ]);
  const others = page.getByRole('region', { name: 'Other Files' });
  await others
    .locator('input[type="file"]')
    .setInputFiles(['web/public/demo/files/churn-model-report.pdf', 'web/public/demo/files/pulsetrack.apk']);
  // Each file gets its row with a progress bar while it uploads; the toasts of one batch overlap.
  for (const region of [media, others]) {
    await expect(region.getByRole('textbox', { name: 'Name' })).toHaveCount(2);
    await expect(region.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  }
  await expect(toast(page, 'File uploaded successfully').first()).toBeVisible();

  // A program is no project file: the rules refuse it.
  await dismissToasts(page);
  await others
    .locator('input[type="file"]')
    .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.alloc(64) });
  await expect(toast(page, 'Failed to upload file')).toBeVisible();

  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, 'Success', 'Project created successfully')).toBeVisible({ timeout: 30_000 });

  const projects = await adminApp().db.collection(COLLECTIONS.projects).where('title', '==', title).get();
  expect(projects.size).toBe(1);
  projectId = projects.docs[0]!.id;
  const files = await adminApp()
    .db.collection(COLLECTIONS.projectFiles)
    .where('project_id', '==', projectId)
    .get();
  const paths = files.docs.map((d) => (d.data() as { storage_path: string }).storage_path);
  expect(paths).toHaveLength(4);
  for (const path of paths) expect(await stored(path)).toBe(true);
});

test('a visitor sees the uploaded image on the public project page, and offline once seen', async ({
  browser,
}) => {
  // Serial mode stops here when the test that creates the project fails; this says so if not.
  expect(projectId, 'the project made by the previous test').not.toBe('');
  const context = await browser.newContext();
  const visitor = await context.newPage();
  // The service worker takes over on the first page; the project page is then seen through it.
  await visitor.goto('/');
  await waitForServiceWorker(visitor);
  await visitor.goto(`/projects/${projectId}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  const image = visitor.locator(`img[src*="${encodeURIComponent(imagePath)}"]`).first();
  await expect(image).toBeVisible();
  await expectImageLoaded(image);
  // What the browser fetched: the original, or one of its renditions if they were made first.
  const url = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(url.startsWith(`${STORAGE}/v0/b/${DEMO_BUCKET}/o/`), url).toBe(true);

  // In the tunnel: the page and its uploaded image come from the service worker's caches.
  await context.setOffline(true);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expectImageLoaded(image);
  const cached = await visitor.evaluate(async () =>
    (await (await caches.open('storage-images')).keys()).map((request) => request.url),
  );
  expect(cached).toContain(url);
  await context.close();
});

test('a removed file and a deleted project go to the trash with their stored objects', async ({ page }) => {
  test.slow(); // Two waits on the server's trash entries, each up to a minute.
  // Serial mode stops here when the test that creates the project fails; this says so if not.
  expect(projectId, 'the project made by the previous test').not.toBe('');
  const { db } = adminApp();
  const files = await db.collection(COLLECTIONS.projectFiles).where('project_id', '==', projectId).get();
  const paths = files.docs.map((d) => (d.data() as { storage_path: string }).storage_path);
  const trashOf = async (docId: string) =>
    (await db.collection(CONTENT_TRASH).where('doc_id', '==', docId).get()).docs;

  // A clock the test can move past the undo window after a removal, instead of waiting it out.
  await page.clock.install();
  await openAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const others = page.getByRole('region', { name: 'Other Files' });
  const before = new Set(files.docs.map((d) => d.id));
  await others
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await page.clock.fastForward(undoWindow.ms + 500);
  await expect(toast(page, 'File removed successfully')).toBeVisible();
  // The record goes once the toast's Undo has passed.
  const fileIds = async () =>
    (await db.collection(COLLECTIONS.projectFiles).where('project_id', '==', projectId).get()).docs.map(
      (d) => d.id,
    );
  await expect.poll(async () => (await fileIds()).length, { timeout: 30_000 }).toBe(before.size - 1);
  const left = await fileIds();
  const removed = [...before].find((id) => !left.includes(id))!;
  // Restorable from the Trash for 30 days: its entry (a trigger, up to a minute on a busy
  // machine) names the object, which stays stored.
  await expect.poll(async () => (await trashOf(removed)).length, { timeout: 60_000 }).toBe(1);
  expect((await Promise.all(paths.map(stored))).every(Boolean)).toBe(true);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.clock.fastForward(undoWindow.ms + 500);
  await expect(toast(page, 'Success', 'Project deleted')).toBeVisible();
  const deleted = projectId;
  projectId = '';
  await expect.poll(async () => (await trashOf(deleted)).length, { timeout: 60_000 }).toBe(1);
  expect((await Promise.all([imagePath, ...paths].map(stored))).every(Boolean)).toBe(true);

  // Nothing left behind by this test: its trash entries and their objects.
  for (const entry of [...(await trashOf(removed)), ...(await trashOf(deleted))]) await entry.ref.delete();
  const bucket = getStorage(adminApp().app).bucket(DEMO_BUCKET);
  for (const path of [imagePath, ...paths]) await bucket.file(path).delete({ ignoreNotFound: true });
});

test('the profile image: uploaded, shown, and the old object removed when replaced', async ({ page }) => {
  test.slow(); // The server's delete of the replaced image may take up to a minute.
  await openAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Personal Info' })
    .click();
  const picker = page.locator('input[type="file"][accept="image/*"]');
  const urlField = page.getByRole('textbox', { name: /Profile image: Image URL/ });

  await picker.setInputFiles('web/public/demo/projects/transit.webp');
  await expect(toast(page, 'Profile image uploaded successfully')).toBeVisible();
  const first = await urlField.inputValue();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Personal information updated successfully')).toBeVisible();
  expect(await stored(pathOf(first))).toBe(true);

  await picker.setInputFiles('web/public/demo/projects/etl.webp');
  await expect(toast(page, 'Profile image uploaded successfully').last()).toBeVisible();
  await expect(urlField).not.toHaveValue(first);
  const second = await urlField.inputValue();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Personal information updated successfully').last()).toBeVisible();
  // The server deletes the replaced image once nothing names it: a trigger, up to a minute on a
  // busy machine.
  await expect.poll(() => stored(pathOf(first)), { timeout: 60_000 }).toBe(false);
  expect(await stored(pathOf(second))).toBe(true);

  // Cancelling an upload in progress: no failure, the image stays, nothing is stored. The
  // transfer is held at the emulator's door so the admin has time to press Cancel.
  const held: Route[] = [];
  const profilesBefore = await storedNames('profiles/');
  await page.route(`${STORAGE}/v0/b/**`, async (route) => {
    if (route.request().method() === 'POST') held.push(route);
    else await route.continue();
  });
  await dismissToasts(page);
  await picker.setInputFiles('web/public/demo/projects/fitness.webp');
  const cancel = page.getByRole('button', { name: 'Cancel upload' });
  await expect(cancel).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await cancel.click();
  await expect(cancel).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload image' })).toBeEnabled();
  await expect(urlField).toHaveValue(second);
  await expect(page.getByRole('img', { name: 'Profile image preview' })).toHaveAttribute('src', second);
  // A failure toast would have shown by now.
  await page.waitForTimeout(1000);
  await expect(toast(page, 'Failed to upload image')).toHaveCount(0);
  await page.unroute(`${STORAGE}/v0/b/**`);
  for (const route of held) await route.abort().catch(() => {});
  expect(await storedNames('profiles/')).toEqual(profilesBefore);
  // The same file chosen again after the cancel is a new upload.
  await picker.setInputFiles('web/public/demo/projects/fitness.webp');
  await expect(toast(page, 'Profile image uploaded successfully')).toBeVisible();
  await expect(urlField).not.toHaveValue(second);

  // Put the demo picture back for the other tests: the admin's way (which removes the last
  // upload), then the seed's, which stores the demo object the first replacement removed.
  await urlField.fill(seededUrl(personalInfo.profile_image));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Personal information updated successfully').last()).toBeVisible();
  await expect.poll(() => stored(pathOf(second)), { timeout: 60_000 }).toBe(false);
  await seed({ quiet: true });
});

test('a file over the limit is refused before it is sent; an upload keeps its name and caches long', async ({
  page,
}) => {
  const storageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${STORAGE}${DOWNLOAD_PATH_PREFIX}`) && request.method() !== 'GET') {
      storageRequests.push(request.url());
    }
  });
  await openNewProject(page);
  const others = page.getByRole('region', { name: 'Other Files' });
  const picker = others.locator('input[type="file"]');

  // 51 MB of zeros on disk (sparse): Playwright hands larger buffers over only as files.
  const big = test.info().outputPath('huge-dataset.zip');
  await writeFile(big, '');
  await truncate(big, 51 * 1024 * 1024);
  await picker.setInputFiles(big);
  await expect(toast(page, 'huge-dataset.zip is too large (51 MB): the limit is 50 MB')).toBeVisible();
  await expect(others.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  expect(storageRequests).toEqual([]);

  const original = 'Résumé "final" 2026.pdf';
  await picker.setInputFiles({
    name: original,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(toast(page, 'File uploaded successfully')).toBeVisible({ timeout: 60_000 });
  expect(storageRequests.length).toBeGreaterThan(0);
  const url = await others.getByRole('link', { name: 'Open file' }).getAttribute('href');
  const kept = await metadata(pathOf(url!));
  expect(kept?.contentDisposition).toBe(
    `inline; filename="R_sum_ _final_ 2026.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%202026.pdf`,
  );
  expect(kept?.cacheControl).toBe('public, max-age=31536000, immutable');

  // Removing the unsaved file deletes nothing from the browser: no document names the object, so
  // the server's daily sweep removes it. The test removes it itself, to leave nothing behind.
  await others.getByRole('button', { name: `Remove ${original}` }).click();
  await expect(others.getByRole('link', { name: 'Open file' })).toHaveCount(0);
  expect(await stored(pathOf(url!))).toBe(true);
  await getStorage(adminApp().app).bucket(DEMO_BUCKET).file(pathOf(url!)).delete();
});
