import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { projectPath } from '@portfolio/model/routes';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { projects } from '../../scripts/seed/demo-content';
import { adminApp } from '../support/emulator';
import { ports } from '../support/ports';
import { expect, test } from './support/test';

// A project lives at /projects/<slug>. Links shared before (its document id, an earlier slug)
// keep working: a hard load and a move inside the app both end on the current address.
const SITE = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${ports.hosting}`;
const churn = projects.find((p) => p.id === 'proj-churn-prediction')!;
const churnPath = '/projects/customer-churn-prediction';

test('the demo churn project lives at the address its title gives', () => {
  expect(projectPath(churn.slug!)).toBe(churnPath);
});

test('its old id address, loaded as a page, ends on the readable one', async ({ page, request }) => {
  // Crawlers and link previews read the static file: it names the new address and asks not to be listed.
  const html = await (await request.get('/projects/proj-churn-prediction')).text();
  expect(html).toContain(`<link rel="canonical" href="${SITE}${churnPath}">`);
  expect(html).toContain('<meta name="robots" content="noindex">');

  await page.goto('/projects/proj-churn-prediction');
  await expect(page).toHaveURL(`${SITE}${churnPath}`);
  await expect(page.getByRole('heading', { level: 1, name: churn.title })).toBeVisible();
});

test('an old address followed inside the app is replaced by the current one', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A link with the old address in the running app (as in an old case study or a bookmark list).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/projects/proj-churn-prediction');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(`${SITE}${churnPath}`);
  await expect(page.getByRole('heading', { level: 1, name: churn.title })).toBeVisible();
  // Replaced, not added: Back returns to the list rather than bouncing on the old address.
  await page.goBack();
  await expect(page).toHaveURL(`${SITE}/projects`);
});

test('a project renamed after the build answers at its old slug with its new one', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const [id, before, after] = [`e2e-renamed-${stamp}`, `before-${stamp}`, `after-${stamp}`];
  const { db } = adminApp();
  await db
    .collection(COLLECTIONS.projects)
    .doc(id)
    .set({
      title: `Renamed ${stamp}`,
      description: 'A project whose address changed.',
      image_url: '',
      tags: [],
      featured: false,
      status: 'published',
      category: 'data',
      code_url: '',
      live_url: '',
      created_at: FieldValue.serverTimestamp(),
      slug: after,
      old_slugs: [before],
    });
  for (const slug of [before, after]) {
    await db.collection(PROJECT_SLUGS_COLLECTION).doc(slug).set({ project_id: id });
  }
  try {
    await page.goto(`/projects/${before}`);
    await expect(page).toHaveURL(`${SITE}/projects/${after}`);
    await expect(page.getByRole('heading', { level: 1, name: `Renamed ${stamp}` })).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/projects/${after}`,
    );
  } finally {
    await db.collection(COLLECTIONS.projects).doc(id).delete();
  }
});

test('the sitemap, the canonical link, JSON-LD and the CV name the readable address', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE}${churnPath}</loc>`);
  expect(sitemap).not.toContain('proj-churn-prediction');

  const page = await (await request.get(churnPath)).text();
  expect(page).toContain(`<link rel="canonical" href="${SITE}${churnPath}">`);
  expect(page).toContain(`<meta property="og:url" content="${SITE}${churnPath}">`);
  expect(page).toContain(`"mainEntityOfPage":"${SITE}${churnPath}"`);

  const resume = (await (await request.get('/resume.json')).json()) as { projects?: Array<{ url?: string }> };
  const urls = (resume.projects ?? []).map((p) => p.url);
  expect(urls).toContain(`${SITE}${churnPath}`);
  expect(urls.some((url) => url?.includes('proj-churn-prediction'))).toBe(false);
});
