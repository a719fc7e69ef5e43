import { SEARCH_INDEX_CACHE } from '../../web/vite/pwa-options';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { waitForServiceWorker } from './support/service-worker';

// Search on the prerendered site, with the index the same render built (as Publish builds it):
// a word only in the demo notebook's output and one only in a case study each find their page,
// nothing of search loads before the visitor asks for it, and after one online visit that
// searched, any word is found in airplane mode.

/** In the demo notebook's output only (a LightGBM warning), and in the churn case study only. */
const NOTEBOOK_WORD = 'plan_type';
const CASE_STUDY_WORD = 'imbalance';
const NOTEBOOK_TITLE = 'Analysis notebook — Customer Churn Prediction';
const NOTEBOOK_PATH = '/projects/customer-churn-prediction/notebooks/file-churn-notebook-ipynb';
const PROJECT_TITLE = 'Customer Churn Prediction';

/** Every request the page and its workers make, by path. */
function watchRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => seen.push(new URL(request.url()).pathname));
  return seen;
}

const isSearchFile = (path: string) => path.startsWith('/pagefind/') || /\/search-dialog-[^/]+$/.test(path);

async function openSearch(page: Page) {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function search(page: Page, query: string) {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search the site' }).fill(query);
  return dialog.getByRole('listbox', { name: 'Results' }).getByRole('option');
}

test.describe('search, with nothing cached', () => {
  // Every byte comes from the network here, so what the first query costs can be counted.
  test.use({ serviceWorkers: 'block' });

  test('loads nothing until asked, then finds a word in a notebook output and one in a case study', async ({
    page,
    context,
  }) => {
    const requests = watchRequests(context);
    const transferred = new Map<string, number>();
    context.on('requestfinished', async (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/pagefind/')) transferred.set(path, (await request.sizes()).responseBodySize);
    });

    await page.goto('/');
    await page.mouse.move(1, 1);
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSearchFile)).toEqual([]);

    await openSearch(page);
    // A first query with a full page of results: the engine, the index and five excerpts.
    const broad = await search(page, 'churn');
    await expect(broad).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    expect([...transferred.keys()]).toEqual(
      expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/wasm.en.pagefind']),
    );
    const firstQuery = [...transferred.values()].reduce((sum, size) => sum + size, 0);
    const itemized = [...transferred].map(([path, size]) => `${path} ${size}`).join('\n');
    expect(firstQuery, itemized).toBeLessThanOrEqual(100 * 1024);

    const notebook = await search(page, NOTEBOOK_WORD);
    await expect(notebook).toHaveCount(1);
    await expect(notebook.first()).toHaveAccessibleName(NOTEBOOK_TITLE);
    await expect(notebook.first()).toContainText('Notebook');
    await expect(notebook.first().locator('mark')).toHaveText(NOTEBOOK_WORD);
    await expect(page.getByRole('status').filter({ hasText: /result/ })).toHaveText('1 result');

    const caseStudy = await search(page, CASE_STUDY_WORD);
    await expect(caseStudy).toHaveCount(1);
    await expect(caseStudy.first()).toHaveAccessibleName(PROJECT_TITLE);

    // Keyboard only: the first result is active, Enter opens it.
    await search(page, NOTEBOOK_WORD);
    await expect(notebook).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${NOTEBOOK_PATH}$`));
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Analysis notebook' })).toBeVisible();
  });

  test('filters by type, says when nothing matches, and shows a query with markup as text', async ({
    page,
  }) => {
    await page.goto('/about');
    const dialog = await openSearch(page);
    const results = await search(page, 'churn');
    await expect(results.first()).toBeVisible();
    await dialog.getByRole('radio', { name: 'Papers' }).check();
    await expect(results.first()).toBeVisible();
    for (const result of await results.all()) await expect(result).toContainText('Paper');

    const none = await search(page, '<b>zzyzx</b>');
    await expect(none).toHaveCount(0);
    await expect(dialog.getByText('No results for “<b>zzyzx</b>” in Papers.')).toBeVisible();
    await expect(dialog.locator('b')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Search all types' }).click();
    await expect(dialog.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(dialog.getByText('No results for “<b>zzyzx</b>”.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  });
});

test('after one online search, any word is found offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await openSearch(page);
  await expect(await search(page, CASE_STUDY_WORD)).toHaveCount(1);

  // The dialog fetched every file of the index in idle time, for the service worker to keep.
  const listed = await page.evaluate(async () => {
    const { files } = (await (await fetch('/pagefind/offline.json')).json()) as { files: string[] };
    return files.filter((file) => /\.pf_(meta|index|fragment|filter)$/.test(file)).length;
  });
  await expect
    .poll(
      () =>
        page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SEARCH_INDEX_CACHE),
      {
        timeout: 30_000,
      },
    )
    .toBe(listed);

  await context.setOffline(true);
  await page.reload();
  await context.setOffline(false);
  await context.setOffline(true);
  await openSearch(page);
  // A word nobody searched for while online.
  const results = await search(page, NOTEBOOK_WORD);
  await expect(results).toHaveCount(1);
  await expect(results.first()).toHaveAccessibleName(NOTEBOOK_TITLE);
});
