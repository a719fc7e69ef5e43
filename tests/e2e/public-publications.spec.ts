import { PUBLICATION_TYPE_LABELS } from '@portfolio/model/collections';
import { publicationAddress } from '@portfolio/model/publications';
import { publicationCitationsPath, publicationPath } from '@portfolio/model/routes';
import { personalInfo, publications } from '../../scripts/seed/demo-content';
import { ports } from '../support/ports';
import { embeddedContent, trackPageErrors } from './public-helpers';
import { seriousA11yViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

// npm test prerenders the demo content before these tests run: two or more papers of the demo
// data scientist, each with a page of its own.
const newestFirst = [...publications].sort(
  (a, b) => b.year - a.year || (b.month ?? 0) - (a.month ?? 0) || a.order_index - b.order_index,
);
const [newest] = newestFirst;
const paperPath = publicationPath(publicationAddress(newest!));

/**
 * Every request the page sends goes to the site or to its own Firestore: no badge, font, script
 * or lookup from anyone else.
 */
function trackOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  return origins;
}
const ownOrigins = (page: Page) => [
  new URL(page.url()).origin,
  `http://127.0.0.1:${ports.firestore}`,
  `http://localhost:${ports.firestore}`,
];

test('the publications page lists the papers by year with a filter by type, from the site alone', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const origins = trackOrigins(page);
  await page.goto('/publications');

  const years = [...new Set(newestFirst.map((p) => String(p.year)))];
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(years);
  const titles = page.getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(newestFirst.map((p) => p.title));
  // The owner's name stands out in each author list.
  await expect(page.getByRole('article').first().locator('strong')).toHaveText(personalInfo.name);

  // The filter by type: only the types present, by keyboard, kept in the address.
  const tabs = page.getByRole('tablist', { name: 'Filter publications by type' });
  const thesis = newestFirst.find((p) => p.type === 'thesis')!;
  await tabs.getByRole('tab', { name: /^Theses/ }).click();
  await expect(page).toHaveURL(/\/publications\?type=thesis$/);
  await expect(titles).toHaveText([thesis.title]);
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(titles).toHaveCount(newestFirst.length);
  await expect(page.getByText(PUBLICATION_TYPE_LABELS[thesis.type], { exact: true }).first()).toBeVisible();

  expect(await seriousA11yViolations(page)).toEqual([]);
  expect([...origins].filter((o) => !ownOrigins(page).includes(o))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a paper's page carries Scholar's tags for crawlers, and its Cite menu copies each style", async ({
  page,
  request,
  context,
}) => {
  // What Google Scholar reads: the static page, without JavaScript.
  const html = await (await request.get(paperPath)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const authors = [...head.matchAll(/<meta name="citation_author" content="([^"]*)"/g)].map((m) => m[1]);
  expect(authors).toEqual(newest!.authors);
  expect(head).toContain(`<meta name="citation_title" content="${newest!.title}"`);
  expect(head).toMatch(
    new RegExp(`<meta name="citation_publication_date" content="${newest!.year}(/\\d\\d){0,2}"`),
  );
  expect(head).toContain('"@type":"ScholarlyArticle"');
  // Its citations are in the page: the browser makes none.
  expect(embeddedContent(html)).toContain('citations:');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = trackPageErrors(page);
  // A hydration mismatch (React's error 418) is logged, not thrown.
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const origins = trackOrigins(page);
  await page.goto(paperPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
  await page.getByRole('button', { name: 'Cite' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: 'Citation style' }).getByRole('button')).toHaveText([
    'BibTeX',
    'APA',
    'IEEE',
    'Chicago',
    'RIS',
  ]);
  await expect(dialog.locator('pre')).toContainText(`@`);
  await dialog.getByRole('button', { name: 'APA' }).click();
  await expect(dialog.locator('pre')).toContainText(String(newest!.year));
  await dialog.getByRole('button', { name: 'Copy the APA citation' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await dialog.locator('pre').textContent(),
  );

  expect(await seriousA11yViolations(page)).toEqual([]);
  expect([...origins].filter((o) => !ownOrigins(page).includes(o))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a paper opened from the list reads its citations from the file beside its page', async ({ page }) => {
  await page.goto('/publications');
  const files: string[] = [];
  page.on('request', (r) => files.push(new URL(r.url()).pathname));
  await page.getByRole('link', { name: newest!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paperPath}$`));
  await page.getByRole('button', { name: 'Cite' }).click();
  await expect(page.getByRole('dialog').locator('pre')).toContainText(newest!.title.split(' ')[0]!);
  expect(files).toContain(publicationCitationsPath(publicationAddress(newest!)));
});
