// A project's Jupyter notebook as a page of the site: the demo churn notebook, prerendered with its
// code, formula, table, plot and text output, and a hostile notebook that must run nothing. npm
// test prerenders the demo content before these tests; the hostile notebook is added here and the
// site prerendered again around it (then without it, as the other tests expect).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { getStorage } from 'firebase-admin/storage';
import { COLLECTIONS, STORAGE_FOLDERS } from '@portfolio/model/collections';
import { notebookDataPath, notebookPath, projectPath } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { downloadUrl } from '@portfolio/model/storage-paths';
import { projects } from '../../scripts/seed/demo-content';
import { adminApp, DEMO_PROJECT } from '../support/emulator';
import { consoleErrors, embeddedContent, trackPageErrors } from './public-helpers';
import { expect, test } from './support/test';
import { seriousA11yViolations } from './support/axe';
import { Timestamp } from 'firebase-admin/firestore';
import { CONTENT_STATE_DOC, SITE_STATE } from '@portfolio/model/site-publish';

const churn = projects.find((p) => p.id === 'proj-churn-prediction')!;
const NOTEBOOK = notebookPath(projectAddress(churn), 'file-churn-notebook-ipynb');
/** The rendered notebook as the page fetches it when it refreshes its content. */
const NOTEBOOK_DATA = notebookDataPath(projectAddress(churn), 'file-churn-notebook-ipynb');

const ROOT = resolve(import.meta.dirname, '../..');
const prerender = () => execFileSync('npx', ['tsx', 'scripts/prerender.ts'], { cwd: ROOT, stdio: 'pipe' });

/** Scripts a page loaded that could only be there to render Markdown, math, code or notebooks. */
function renderingScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    // By the start of the file's name: React's Transition chunk has "ansi" inside it.
    if (
      r.resourceType() === 'script' &&
      /\/(render-(markdown|notebook)|katex|shiki|ansi)[^/]*$/i.test(r.url())
    ) {
      scripts.push(r.url());
    }
  });
  return scripts;
}

test.describe('notebook page', () => {
  test('the churn notebook is its own prerendered page, with a title, canonical link and sitemap entry', async ({
    request,
  }) => {
    const html = await (await request.get(NOTEBOOK)).text();
    expect(html).toContain('<title>Analysis notebook — Customer Churn Prediction');
    for (const drawn of ['In [3]:', 'class="shiki', 'class="katex', 'AUC on the holdout: 0.912']) {
      expect(html).toContain(drawn);
    }
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toMatch(new RegExp(`${NOTEBOOK}$`));
    expect(html).toMatch(/<meta name="description" content="Exploration and training/);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${canonical}</loc>`);
    // The content the page hydrates with points at the drawn notebook instead of repeating it.
    expect(embeddedContent(html)).not.toContain('AUC on the holdout');
  });

  test('keeps the notebook it arrived with when its file cannot be fetched, through a move and back', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.route(`**${NOTEBOOK_DATA}`, (route) => route.abort());
    await page.goto(NOTEBOOK);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.getByRole('link', { name: `Back to ${churn.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: churn.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('In [3]:', { exact: true })).toBeVisible();
    await expect(page.getByText('AUC on the holdout: 0.912')).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('opens from its file card and shows code, a formula, a table, a plot and text output', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    const problems = consoleErrors(page);
    const scripts = renderingScripts(page);
    await page.goto(projectPath(projectAddress(churn)));
    await page.getByRole('link', { name: 'Read notebook: Analysis notebook' }).click();
    await expect(page).toHaveURL(new RegExp(`${NOTEBOOK}$`));
    await expect(page).toHaveTitle(/^Analysis notebook — /);
    await expect(page.getByRole('heading', { level: 1, name: 'Analysis notebook' })).toBeVisible();

    await expect(page.getByText('In [3]:', { exact: true })).toBeVisible();
    await expect(page.locator('.nb-code pre.shiki').first()).toContainText('import pandas as pd');
    await expect(page.locator('.katex-display annotation')).toContainText('\\mathcal{L}');
    await expect(page.getByRole('cell', { name: '0.142' })).toBeVisible();
    await expect(page.getByText('AUC on the holdout: 0.912')).toBeVisible();
    // The plot is a file written beside the page, not a data URL in it, and it loads.
    const plot = page.locator('.nb-image img');
    await plot.scrollIntoViewIfNeeded();
    expect(await plot.getAttribute('src')).toMatch(new RegExp(`^${NOTEBOOK}\\.[0-9a-f]{16}\\.png$`));
    await expect.poll(() => plot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
    await expect(page.getByRole('link', { name: 'Download .ipynb: Analysis notebook' })).toHaveAttribute(
      'download',
      '',
    );

    // Its code, outputs, table and formula each scroll by keyboard too: axe finds nothing serious.
    expect(await seriousA11yViolations(page)).toEqual([]);

    expect(scripts).toEqual([]);
    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('hydrates the prerendered page without a change, and scrolls code inside its box on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = trackPageErrors(page);
    const problems = consoleErrors(page);
    const scripts = renderingScripts(page);
    // Content changed since the prerender (the mark moved past the one the page carries), so the
    // page fetches its notebook again; the same notebook must leave the drawn cells in place.
    await adminApp().db.collection(SITE_STATE).doc(CONTENT_STATE_DOC).set({ changed_at: Timestamp.now() });
    const refreshed = page.waitForResponse((response) => response.url().endsWith(NOTEBOOK_DATA));
    await page.goto(NOTEBOOK);
    const before = await page.locator('.nb-notebook').innerHTML();
    const firstCell = await page.locator('.nb-cell').first().elementHandle();
    await refreshed;
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.nb-notebook').innerHTML()).toBe(before);
    expect(await firstCell!.evaluate((cell) => cell.isConnected)).toBe(true);

    const code = page.locator('.nb-code pre.shiki').nth(4);
    await expect(code).toContainText('callbacks=[early_stopping(50)');
    expect(await code.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(scripts).toEqual([]);
    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('hostile notebook', () => {
  const project = projects.find((p) => p.id !== churn.id)!;
  const fileId = 'e2e-hostile-notebook';
  const bucket = `${DEMO_PROJECT}.appspot.com`;
  const objectPath = `${STORAGE_FOLDERS.projectFiles}/e2e-hostile.ipynb`;
  const token = '00000000-0000-4000-8000-00000000e2e0';
  const hostile = {
    cells: [
      {
        cell_type: 'markdown',
        metadata: {},
        source: [
          'Markdown text stays <script>alert("markdown")</script> visible.\n\n[a link](javascript:alert("link"))',
        ],
      },
      {
        cell_type: 'code',
        execution_count: 1,
        metadata: {},
        source: ['display(HTML(payload))'],
        outputs: [
          {
            output_type: 'display_data',
            metadata: {},
            data: {
              'text/html': [
                '<p>HTML output stays visible</p><script>alert("html")</script>',
                '<img src="x" onerror="alert(\'onerror\')"><a href="javascript:alert(\'href\')">html link</a>',
              ],
            },
          },
          {
            output_type: 'display_data',
            metadata: {},
            data: {
              'image/svg+xml':
                '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(\'svg\')"><script>alert("svg script")</script></svg>',
            },
          },
        ],
      },
    ],
    metadata: { language_info: { name: 'python' } },
    nbformat: 4,
    nbformat_minor: 5,
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const { app, db } = adminApp();
    await getStorage(app)
      .bucket(bucket)
      .file(objectPath)
      .save(JSON.stringify(hostile), {
        contentType: 'application/x-ipynb+json',
        metadata: { metadata: { firebaseStorageDownloadTokens: token } },
      });
    const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST!;
    await db
      .collection(COLLECTIONS.projectFiles)
      .doc(fileId)
      .set({
        project_id: project.id,
        name: 'Hostile notebook',
        description: '',
        file_url: downloadUrl(`http://${host}`, bucket, objectPath, token),
        file_type: 'application/x-ipynb+json',
        storage_path: objectPath,
        order_index: 99,
        created_at: new Date(),
      });
    prerender();
  });

  test.afterAll(async () => {
    test.setTimeout(180_000);
    const { app, db } = adminApp();
    await db.collection(COLLECTIONS.projectFiles).doc(fileId).delete();
    await getStorage(app).bucket(bucket).file(objectPath).delete({ ignoreNotFound: true });
    prerender();
  });

  test('runs nothing from its cells and outputs, and keeps their text visible', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const errors = trackPageErrors(page);
    // Its HTML output's <img src="x"> asks for a file no site has (and runs nothing when it fails).
    const problems = consoleErrors(page, { missing: [/\/notebooks\/x$/] });
    await page.goto(notebookPath(projectAddress(project), fileId));
    await expect(page.getByRole('heading', { level: 1, name: 'Hostile notebook' })).toBeVisible();
    await expect(page.getByText('Markdown text stays')).toBeVisible();
    await expect(page.getByText('HTML output stays visible')).toBeVisible();
    await expect(page.getByText('html link')).toBeVisible();
    await expect(page.locator('.nb-image img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    // The links lost their javascript: targets: following them does nothing.
    await page.getByText('html link').click();
    await page.getByText('a link', { exact: true }).click();
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
    expect(await page.locator('.nb-notebook script, .nb-notebook svg, .nb-notebook [onerror]').count()).toBe(
      0,
    );
  });
});
