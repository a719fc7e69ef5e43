import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { COLLECTIONS } from '@portfolio/model/collections';
import { projects } from '../../scripts/seed/demo-content';
import { seed } from '../../scripts/seed/seed';
import { undoWindow } from '../../web/src/features/admin/editing/undo-window';
import { decodeBackup } from '../../web/src/lib/backup/format';
import { ADMIN_STATE, openAdmin, toast } from '../support/admin-session';
import { adminApp, clearFirestore } from '../support/emulator';

// The dashboard's backup and restore, and the undo of a delete, as the admin sees them. The demo
// content is seeded with its files in the Storage emulator, so the backup has files to fetch.
const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

test.use({ storageState: ADMIN_STATE });

test.beforeAll(async () => {
  await seed({ force: true, quiet: true, storageHost: STORAGE_HOST });
});

// Later specs expect the demo documents with their site paths again.
test.afterAll(async () => {
  await seed({ force: true, quiet: true });
});

async function chooseFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Restore from backup' }).click();
  await (await chooser).setFiles(file);
}

/** The documents a restore over an empty database writes: all but the contact messages. */
function documentCount(content: { collections: Record<string, unknown[]> }) {
  return Object.entries(content.collections)
    .filter(([name]) => name !== COLLECTIONS.contactMessages)
    .reduce((sum, [, docs]) => sum + docs.length, 0);
}

/** The documents whose creation time the server puts back as it was (a client may not write it). */
function originalTimes(content: { collections: Record<string, Array<{ data: Record<string, unknown> }>> }) {
  return Object.entries(content.collections)
    .filter(([name]) => name !== COLLECTIONS.contactMessages)
    .reduce((sum, [, docs]) => sum + docs.filter((d) => d.data.created_at !== undefined).length, 0);
}

async function count(name: string) {
  return (await adminApp().db.collection(name).count().get()).data().count;
}

test('download a backup with progress, wipe the content, restore it and see the same site', async ({
  page,
}, testInfo) => {
  test.slow();
  await openAdmin(page);
  await expect(page.getByRole('button', { name: 'Download backup' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('dashboard-1280.png'), fullPage: true });

  // Each stored file comes a little slowly, so the progress can be seen.
  await page.route('**/v0/b/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  await expect(page.getByText(/Fetching files: [1-9]\d* of \d+/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Backup progress' })).toBeAttached();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^portfolio-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(toast(page, 'Success', 'Backup downloaded')).toBeVisible();
  await page.unroute('**/v0/b/**');

  const zipPath = testInfo.outputPath('backup.zip');
  await file.saveAs(zipPath);
  // The zip as any reader sees it: content.json of format version 1 and the files it lists.
  const { content, files } = decodeBackup(new Uint8Array(readFileSync(zipPath)));
  expect(content.version).toBe(1);
  expect(content.collections.projects).toHaveLength(projects.length);
  expect(content.collections.projects[0]!.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(content.objects.length).toBeGreaterThan(0);
  for (const object of content.objects) expect(files.get(object.path)?.length).toBe(object.size);

  // The content is lost (and the projects' cascades get a moment to finish, as they would long
  // before an admin restores).
  await clearFirestore();
  expect(await count(COLLECTIONS.projects)).toBe(0);
  await page.waitForTimeout(3_000);

  await page.reload();
  await chooseFile(page, zipPath);
  const dialog = page.getByRole('dialog', { name: 'Restore from backup?' });
  await expect(dialog).toBeVisible();
  const projectsRow = dialog.getByRole('row', { name: /^Projects/ });
  await expect(projectsRow.getByRole('cell').nth(1)).toHaveText(String(projects.length));
  await page.screenshot({ path: testInfo.outputPath('restore-preview-1280.png') });
  // Uploads come a little slowly again: the admin sees each step counted, then a summary.
  await page.route('**/v0/b/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/Uploading files: [1-9]\d* of \d+/)).toBeVisible();
  await expect(toast(page, 'Success', 'Backup restored')).toBeVisible({ timeout: 60_000 });
  await page.unroute('**/v0/b/**');
  const summary = page.getByRole('status').filter({ hasText: 'Backup restored' });
  await expect(summary).toContainText(
    `${documentCount(content)} documents written, 0 documents removed, ${content.objects.length} files uploaded, ` +
      `${originalTimes(content)} original times and ${content.collections.contact_messages?.length ?? 0} messages restored.`,
  );
  await page.screenshot({ path: testInfo.outputPath('restore-summary-1280.png'), fullPage: true });

  expect(await count(COLLECTIONS.projects)).toBe(projects.length);
  await page.goto('/admin/projects');
  for (const project of projects) {
    await expect(page.getByRole('button', { name: `Delete ${project.title}` })).toBeVisible();
  }
});

test('a file that is not a backup is refused with the reason, and nothing is written', async ({ page }) => {
  await openAdmin(page);
  const before = await count(COLLECTIONS.projects);
  await chooseFile(page, {
    name: 'holiday.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('these are not the bytes of a zip'),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'This backup cannot be restored' });
  await expect(alert).toContainText('The file is not a readable zip archive. Nothing was written.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await count(COLLECTIONS.projects)).toBe(before);
});

test('deleting a project and pressing Undo finds it whole', async ({ page }) => {
  const { db } = adminApp();
  const project = projects[0]!;
  const files = async () =>
    (await db.collection(COLLECTIONS.projectFiles).where('project_id', '==', project.id).count().get()).data()
      .count;
  const filesBefore = await files();

  // The page's clock runs as usual but can be moved on, so the undo window passes at once.
  await page.clock.install();
  await openAdmin(page, 'projects');
  await page.getByRole('button', { name: `Delete ${project.title}` }).click();
  await expect(page.getByRole('button', { name: `Delete ${project.title}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: `Delete ${project.title}` })).toBeVisible();

  // Well past the undo window: still there, with every file.
  await page.clock.fastForward(undoWindow.ms + 1000);
  await page.waitForTimeout(1000); // time for a delete, had one been sent, to reach the emulator
  expect((await db.collection(COLLECTIONS.projects).doc(project.id).get()).exists).toBe(true);
  expect(await files()).toBe(filesBefore);
  await page.reload();
  await expect(page.getByRole('button', { name: `Delete ${project.title}` })).toBeVisible();
});

test('the backup card at phone width', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page);
  const card = page.getByRole('region', { name: 'Backup' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Restore from backup' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-390.png'), fullPage: true });
});
