import { noteAddress } from '@portfolio/model/notes';
import { noteBodyPath, notePath } from '@portfolio/model/routes';
import { notes } from '../../scripts/seed/demo-content';
import { embeddedContent, trackPageErrors } from './public-helpers';
import { seriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

// npm test prerenders the demo content before these tests run: three notes of the demo data
// scientist, newest first: one with code, math and a table, one with images, one short.
const newestFirst = [...notes].sort((a, b) => b.published_at.getTime() - a.published_at.getTime());
const [newest, middle, oldest] = newestFirst;
const mathNote = notes.find((n) => n.body.includes('$$'))!;
const renamed = notes.find((n) => n.old_slugs?.length)!;

test('the notes page lists the notes newest first with their tags as links to the tag pages', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await page.goto('/notes');
  const titles = page.getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(newestFirst.map((n) => n.title));
  const filter = page.getByRole('navigation', { name: 'Filter notes by tag' });
  await expect(filter.getByRole('link', { name: `All (${notes.length})` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A tag changes the address and lists the notes that carry it.
  await filter.getByRole('link', { name: /^Machine learning/ }).click();
  await expect(page).toHaveURL(/\/notes\/tags\/machine-learning$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes tagged Machine learning');
  const tagged = newestFirst.filter((n) => n.tags.includes('Machine learning'));
  await expect(titles).toHaveText(tagged.map((n) => n.title));
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a tag page is prerendered, and an unknown tag is not found', async ({ page, request }) => {
  const html = await (await request.get('/notes/tags/android')).text();
  expect(html).toContain('Notes tagged Android');
  await page.goto('/notes/tags/no-such-tag');
  await expect(page.getByRole('heading', { level: 1, name: 'Tag Not Found' })).toBeVisible();
});

test('a note page shows its rendered body, reading time, contents and neighbours, with no Markdown code', async ({
  page,
  request,
}) => {
  const path = notePath(noteAddress(mathNote));
  // The prerendered file holds the drawn body and the BlogPosting for crawlers.
  const html = await (await request.get(path)).text();
  expect(html).toContain('class="katex');
  expect(html).toContain('class="shiki');
  expect(html).toContain('"@type":"BlogPosting"');
  // The content the page hydrates with points at the drawn body instead of repeating it.
  expect(embeddedContent(html)).not.toContain('katex');

  const errors = trackPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mathNote.title);
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  await expect(page.locator('.katex-display').first()).toBeVisible();
  await expect(page.locator('pre.shiki')).toContainText('CalibratedClassifierCV');
  await expect(page.getByRole('table')).toContainText('Top decile');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'What changed downstream' }).click();
  await expect(page).toHaveURL(/#section-what-changed-downstream$/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The neighbours: the newest note has only an older one.
  const neighbours = page.getByRole('navigation', { name: 'More notes' });
  expect(mathNote.id).toBe(newest!.id);
  await expect(neighbours.getByRole('link')).toHaveCount(1);
  await neighbours.getByRole('link', { name: new RegExp(`Previous note\\s*${middle!.title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${notePath(noteAddress(middle!))}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(middle!.title);
  // Its body read from the file beside its page, as a visit that started elsewhere does.
  await expect(page.getByRole('img', { name: /ROC curve/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'More notes' })
    .getByRole('link', { name: /Previous note/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldest!.title);

  // KaTeX's stylesheet was there for the math; no Markdown, math or highlighting code ran.
  expect(scripts.filter((url) => /render-markdown|katex|shiki/i.test(url))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a note's body is written beside its page, and a short note's page loads no KaTeX", async ({
  page,
  request,
}) => {
  const body = await (await request.get(noteBodyPath(noteAddress(oldest!)))).json();
  expect(body).toMatchObject({ math: false, minutes: 1 });
  await page.goto(notePath(noteAddress(oldest!)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldest!.title);
  await expect(page.getByText('1 min read')).toBeVisible();
  await expect(page.locator('link[rel="stylesheet"][href*="katex"]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCount(0);
});

test('an earlier address moves on to the note, without and with JavaScript', async ({ page, request }) => {
  const earlier = notePath(renamed.old_slugs![0]!);
  const current = notePath(noteAddress(renamed));
  expect(await (await request.get(earlier)).text()).toContain(`url=`);
  await page.goto(earlier);
  await expect(page).toHaveURL(new RegExp(`${current}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed.title);
  // The document id leads there too.
  await page.goto(notePath(renamed.id));
  await expect(page).toHaveURL(new RegExp(`${current}$`));
});

test('the home page shows the latest notes and leads to all of them', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Latest Notes' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('listitem').getByRole('link')).toHaveText(newestFirst.map((n) => n.title));
  await section.getByRole('link', { name: 'View All Notes' }).click();
  await expect(page).toHaveURL(/\/notes$/);
});
