import { expect, test, type Page } from './support/test';
import { COLLECTIONS } from '@portfolio/model/collections';
import { NOTE_SLUGS_COLLECTION } from '@portfolio/model/notes';
import { ALL_FILE_KINDS_PROJECT, projects } from '../../scripts/seed/demo-content';
import { ADMIN_STATE, openAdmin, toast } from '../support/admin-session';
import { adminApp } from '../support/emulator';
import { undoWindow } from '../../web/src/features/admin/editing/undo-window';
import { snapshotDist } from '../support/dist-snapshot';

// One note goes through its life in the admin area: written with code, a formula and a tag,
// listed, edited under a new address, deleted, undone, deleted for good.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ storageState: ADMIN_STATE });

const stamp = Date.now().toString(36);
const title = `E2E Fourier features ${stamp}`;
const edited = `${title} (revised)`;
const slug = `e2e-fourier-features-${stamp}`;
const renamed = `fourier-${stamp}`;
const body = [
  'Random features for a kernel:',
  '',
  '```python',
  'z = np.cos(W @ x + b)',
  '```',
  '',
  'with $x^2$ inside.',
].join('\n');

async function openNotes(page: Page) {
  await openAdmin(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Notes' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Notes', level: 1 })).toBeVisible();
}

const storedNotes = () =>
  adminApp().db.collection(COLLECTIONS.notes).where('title', 'in', [title, edited]).get();

test.afterAll(async () => {
  for (const d of (await storedNotes()).docs) await d.ref.delete();
});

test('write a note with a code block, a formula and a tag; it is listed', async ({ page }) => {
  await openNotes(page);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Note' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(slug);
  await page.getByRole('textbox', { name: 'Summary' }).fill('Kernel methods at the cost of a linear model.');
  await page.getByRole('textbox', { name: 'Body' }).fill(body);
  // The preview renders what the page will: highlighted code and typeset maths.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('pre code')).toContainText('np.cos');
  await expect(preview.locator('.katex').first()).toBeVisible();

  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('<b>x</b>');
  await tags.press('Enter');
  await expect(page.getByText(/^A tag starts with a letter or digit/)).toBeVisible();
  await page.getByRole('button', { name: 'Remove tag <b>x</b>' }).click();
  await tags.fill('Machine learning');
  await tags.press('Enter');
  await page.getByLabel('Publish date').fill('2026-03-09');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Success', 'Note added successfully')).toBeVisible();
  const row = page.getByTestId('note-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('9 Mar 2026')).toBeVisible();
  await expect(row.getByText('Machine learning')).toBeVisible();

  const stored = await storedNotes();
  expect(stored.size).toBe(1);
  expect(stored.docs[0]!.data()).toMatchObject({ slug, tags: ['Machine learning'], body });
  const claim = await adminApp().db.collection(NOTE_SLUGS_COLLECTION).doc(slug).get();
  expect(claim.get('note_id')).toBe(stored.docs[0]!.id);
});

test('publish: Hosting serves the note, its tag page and the three feeds, each with all of it', async ({
  page,
}) => {
  const putBack = snapshotDist();
  try {
    await openNotes(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toast(page, 'Site published')).toBeVisible({ timeout: 90_000 });

    // Read as a crawler or a feed reader reads them: the files Hosting serves, no JavaScript.
    const served = async (path: string) => {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      return response.text();
    };
    const notePage = await served(`/notes/${slug}`);
    expect(notePage).toContain(title);
    expect(notePage).toContain('np.cos'); // the code block, highlighted at publish
    expect(notePage).toContain('class="katex"'); // the formula, typeset at publish
    expect(await served('/notes/tags/machine-learning')).toContain(title);
    const link = new RegExp(`https?://[^"<\\s]+/notes/${slug}`);
    for (const feed of ['/feed.xml', '/atom.xml', '/feed.json']) {
      const text = await served(feed);
      expect(text, feed).toContain(title);
      expect(text, feed).toMatch(link);
      // The whole note, not only its summary.
      expect(text, feed).toContain('np.cos');
    }
    expect(await served('/notes/tags/machine-learning/atom.xml')).toContain(title);

    // The same publish rebuilt the search: a visitor finds the note by a word of its body.
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search the site' }).fill('kernel');
    await expect(dialog.getByRole('option', { name: title })).toBeVisible();
  } finally {
    putBack();
  }
});

test('edit the note under a new address; the old one stays its own', async ({ page }) => {
  await openNotes(page);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Note' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(edited);
  // A stored note keeps its address when the title changes, until the admin types another.
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(slug);
  await page.getByRole('textbox', { name: 'Address' }).fill(renamed);
  // About a project: its uploaded images can go into the text.
  const project = projects.find((p) => p.id === ALL_FILE_KINDS_PROJECT)!;
  await page.getByRole('combobox', { name: 'About the project' }).click();
  await page.getByRole('option', { name: project.title }).click();
  await page.getByRole('textbox', { name: 'Body' }).press('ControlOrMeta+End');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await page.getByRole('menuitem', { name: 'ROC curve' }).click();
  await expect(page.getByRole('textbox', { name: 'Body' })).toHaveValue(
    /!\[ROC curve\]\(\S+churn-roc-curve\.webp\S*\)\n$/,
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Success', 'Note updated successfully')).toBeVisible();
  await expect(page.getByTestId('note-row').filter({ hasText: edited })).toBeVisible();

  const [stored] = (await storedNotes()).docs;
  expect(stored!.data()).toMatchObject({
    title: edited,
    slug: renamed,
    old_slugs: [slug],
    project_id: ALL_FILE_KINDS_PROJECT,
  });
});

test('delete the note, undo, then delete it for good', async ({ page }) => {
  // A clock the test can move past the undo window, instead of waiting it out.
  await page.clock.install();
  await openNotes(page);
  const row = page.getByTestId('note-row').filter({ hasText: edited });
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(row).toBeVisible();
  expect((await storedNotes()).size).toBe(1);

  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await page.clock.fastForward(undoWindow.ms + 500);
  await expect(toast(page, 'Success', 'Note deleted')).toBeVisible({ timeout: 20_000 });
  expect((await storedNotes()).size).toBe(0);
});
