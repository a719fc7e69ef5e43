import { expect, test } from './support/test';
import { COLLECTIONS } from '@portfolio/model/collections';
import { CONTENT_HISTORY, CONTENT_TRASH } from '@portfolio/model/content-life';
import { ADMIN_STATE, openAdmin } from '../support/admin-session';
import { adminApp } from '../support/emulator';

// The admin restores an old version of a project from its editor's History drawer, and a deleted
// skill from the Trash page, by keyboard. Writes are arranged with the admin SDK; the history and
// trash entries come from the functions, which can lag on a busy machine.

const run = Date.now().toString(36);
test.describe.configure({ timeout: 240_000 });
test.use({ storageState: ADMIN_STATE });

const { db } = adminApp();

async function until(check: () => Promise<boolean>, timeoutMs = 150_000) {
  await expect.poll(check, { timeout: timeoutMs, intervals: [500] }).toBe(true);
}

const versionsOf = async (collection: string, docId: string) =>
  (
    await db
      .collection(CONTENT_HISTORY)
      .where('collection', '==', collection)
      .where('doc_id', '==', docId)
      .get()
  ).size;

test.afterAll(async () => {
  await db.collection(COLLECTIONS.projects).doc(`history-${run}`).delete();
  await db.collection(COLLECTIONS.skills).doc(`trash-${run}`).delete();
});

test('editing a description twice and restoring the first version gives the first text back', async ({
  page,
}) => {
  const id = `history-${run}`;
  const ref = db.collection(COLLECTIONS.projects).doc(id);
  const title = `History ${run}`;
  await ref.set({
    title,
    description: 'The first words, exactly.',
    image_url: '',
    tags: [],
    featured: false,
    status: 'published',
    category: 'data',
    code_url: '#',
    live_url: '',
    created_at: new Date(),
  });
  await until(async () => (await versionsOf(COLLECTIONS.projects, id)) === 1);
  await ref.update({ description: 'Second words.' });
  await until(async () => (await versionsOf(COLLECTIONS.projects, id)) === 2);
  await ref.update({ description: 'Third words.' });
  await until(async () => (await versionsOf(COLLECTIONS.projects, id)) === 3);

  await openAdmin(page, 'projects');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const open = page.getByRole('button', { name: `History of ${title}` });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `History: ${title}` });
  await expect(drawer).toBeVisible();
  const versions = drawer.getByRole('article');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Third words.');
  await expect(versions.first()).toContainText('Current version');
  // The oldest version is the create: its description is the first text.
  const oldest = versions.last();
  await expect(oldest).toContainText('Created');
  await expect(oldest).toContainText('The first words, exactly.');
  await oldest.getByRole('button', { name: /^Restore the version of/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Version restored.', { exact: false })).toBeVisible();

  await until(async () => (await ref.get()).get('description') === 'The first words, exactly.', 30_000);
  // The restore is a version of its own.
  await until(async () => (await versionsOf(COLLECTIONS.projects, id)) === 4);
});

test('a deleted skill comes back from the Trash page', async ({ page }) => {
  const id = `trash-${run}`;
  const name = `Trashed ${run}`;
  const ref = db.collection(COLLECTIONS.skills).doc(id);
  await ref.set({ name, category: 'Big Data', proficiency: 42 });
  await ref.delete();
  await until(async () => !(await db.collection(CONTENT_TRASH).where('doc_id', '==', id).get()).empty);

  await openAdmin(page, 'trash');
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
  const restore = page.getByRole('button', { name: `Restore ${name}` });
  await restore.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${name} is back.`, { exact: false })).toBeVisible();
  await expect(restore).toHaveCount(0);
  expect((await ref.get()).data()).toEqual({ name, category: 'Big Data', proficiency: 42 });
});
