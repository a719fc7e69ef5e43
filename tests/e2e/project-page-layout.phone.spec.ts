// A long project page on a phone lays out what is near the first screen and leaves the rest of
// the write-up and the blocks under it (technologies, gallery, files) until the reader scrolls
// near them. Laid out at load, they made the page's first layout twice as long and fetched the
// math fonts before the first paint (docs/performance.md).
import type { Locator, Page } from '@playwright/test';
import { notebookPath, projectPath } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { projects } from '../../scripts/seed/demo-content';
import { trackPageErrors } from './public-helpers';
import { expect, test } from './support/test';

const churn = projects.find((p) => p.id === 'proj-churn-prediction')!;

// Lighthouse's phone: 412px wide at a density of 1.75.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

/** Whether the browser has rendered the element, rather than skipped it as far off screen. */
function rendered(locator: Locator) {
  return locator.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));
}

test('a long project page lays out its far blocks only when the reader scrolls near them', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await page.goto(projectPath(projectAddress(churn)));

  const study = page.getByRole('region', { name: 'Case Study' });
  // Inside the block: a block with content-visibility itself always has a box; its content is
  // what waits.
  const code = study.locator('pre.shiki code');
  const files = page.getByRole('region', { name: 'Project Files' });
  const gallery = page.getByRole('region', { name: 'Media Gallery' });

  // Far below the first screen: in the page (and to assistive technology), not yet laid out.
  await expect(code).toHaveCount(1);
  expect(await rendered(code)).toBe(false);
  expect(await rendered(gallery.getByRole('heading'))).toBe(false);
  expect(await rendered(files.getByRole('heading'))).toBe(false);
  // The write-up's first heading is near the first screen and is laid out at once.
  expect(await rendered(study.getByRole('heading', { name: 'The problem' }))).toBe(true);

  // Scrolled to, each shows, and what it holds works.
  await code.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(code)).toBe(true);
  await expect(code).toBeInViewport();
  await files.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(files.getByRole('heading'))).toBe(true);
  await expect(files.getByRole('link', { name: /^Read notebook/ })).toBeVisible();

  // Printed, the page shows everything, far blocks included.
  await page.reload();
  await page.emulateMedia({ media: 'print' });
  expect(await rendered(code)).toBe(true);
  expect(await rendered(files.getByRole('heading'))).toBe(true);
  await page.emulateMedia({ media: 'screen' });

  // A link in the contents still lands on its heading, whatever was laid out before it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await study.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Results' }).click();
  await expect(study.getByRole('heading', { name: 'Results' })).toBeInViewport();
  expect(errors).toEqual([]);
});

/** The KaTeX font faces the page has loaded, by family. */
function loadedMathFonts(page: Page) {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.family.startsWith('KaTeX') && f.status === 'loaded')
      .map((f) => f.family),
  );
}

test.describe('before the app starts', () => {
  test.use({ javaScriptEnabled: false });

  test("the write-up's formulas are laid out without KaTeX's fonts, which wait", async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => /KaTeX_/.test(r.url()) && fonts.push(r.url()));
    await page.goto(projectPath(projectAddress(churn)), { waitUntil: 'load' });
    // Within the two and a half screens a phone lays out at load: once this fetched the fonts
    // beside the cover image, the page's largest paint.
    const formula = page.getByRole('region', { name: 'Case Study' }).locator('.katex').first();
    expect(await rendered(formula.locator('.katex-html'))).toBe(true);
    await formula.scrollIntoViewIfNeeded();
    await expect(formula).toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);
  });
});

test("the write-up's formulas get KaTeX's fonts once the reader is near", async ({ page }) => {
  await page.goto(projectPath(projectAddress(churn)));
  const formula = page.getByRole('region', { name: 'Case Study' }).locator('.katex-display');
  await formula.scrollIntoViewIfNeeded();
  await expect
    .poll(() => loadedMathFonts(page))
    .toEqual(expect.arrayContaining(['KaTeX_Main', 'KaTeX_Math']));
  expect(
    await formula
      .locator('.mathnormal')
      .first()
      .evaluate((e) => getComputedStyle(e).fontFamily),
  ).toContain('KaTeX_Math');
});

test('a notebook lays out its markdown block by block, and its first cells at once', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto(notebookPath(projectAddress(churn), 'file-churn-notebook-ipynb'));
  const main = page.getByRole('main');
  // The display formula is some three screens down, in a markdown cell that starts nearer: the
  // cell does not wait as a whole, so the formula (and its fonts) waits for the reader.
  const formula = main.locator('.katex-display');
  await expect(formula).toHaveCount(1);
  expect(await rendered(formula.locator('.katex-html'))).toBe(false);
  expect(await rendered(main.getByRole('heading', { name: 'Weekly churn score' }))).toBe(true);
  expect(await rendered(main.locator('.nb-code pre').first())).toBe(true);

  await formula.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(formula.locator('.katex-html'))).toBe(true);
  await expect(formula).toBeInViewport();

  await page.reload();
  await page.emulateMedia({ media: 'print' });
  expect(await rendered(formula.locator('.katex-html'))).toBe(true);
  expect(errors).toEqual([]);
});

// What waits to be laid out must not move what is on screen when it arrives: a block inside a
// notebook cell that waited on its own arrived a frame after the cell and shifted the page.
for (const [name, path] of [
  ['project page', projectPath(projectAddress(churn))],
  ['notebook page', notebookPath(projectAddress(churn), 'file-churn-notebook-ipynb')],
] as const) {
  test(`the ${name} does not shift as it loads`, async ({ page }) => {
    await page.goto(path);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => done(total), 2000);
        }),
    );
    // Lighthouse's budget for these pages (docs/performance.md).
    expect(shift).toBeLessThanOrEqual(0.01);
  });
}
