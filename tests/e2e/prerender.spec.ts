import { STATIC_PUBLIC_PATHS } from '@portfolio/model/routes';
import { projectPath, publicationPath } from '@portfolio/model/routes';
import { publicationAddress } from '@portfolio/model/publications';
import { projectAddress } from '@portfolio/model/slug';
import { contentChangedAt, waitForContentTriggers } from '../../scripts/content-triggers';
import { education, experience, personalInfo, projects, publications } from '../../scripts/seed/demo-content';
import { Timestamp } from 'firebase-admin/firestore';
import { CONTENT_MARK_KEY } from '@portfolio/model/page-contract';
import { CONTENT_STATE_DOC, SITE_STATE } from '@portfolio/model/site-publish';
import { adminApp } from '../support/emulator';
import { BATCH_GET, embeddedContent, RUN_QUERY } from './public-helpers';
import { expect, test } from './support/test';

// npm test prerenders the public pages (scripts/prerender.ts) with the demo content before
// these tests run; Hosting serves those files, and the app shell for everything else.
const [churn] = projects;

test('a public page arrives as HTML with its content, before any script runs', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain(personalInfo.tagline);
  // Content only Firestore has (education is not in the built-in defaults).
  expect(home).toContain(education[0]!.degree);
  // The home timeline embeds what it shows of an entry, not the whole entry the About page shows.
  const homeContent = embeddedContent(home);
  expect(homeContent).toContain(experience[0]!.company);
  expect(homeContent).not.toContain(experience[0]!.responsibilities[0]);
  expect(homeContent).not.toContain(education[0]!.description!);

  const detail = await (await request.get(projectPath(projectAddress(churn!)))).text();
  expect(detail).toContain(`<title>${churn!.title} | Projects | Portfolio</title>`);
  expect(detail).toMatch(/<h1[^>]*>Customer Churn Prediction<\/h1>/);
  // The page's own small stylesheets are in it (its layout's and its write-up's, which note pages
  // share), their links disabled (nothing fetches them twice).
  for (const sheet of ['detail', 'long-read']) {
    expect(detail).toMatch(
      new RegExp(
        `<style>[^<]+</style><link rel="stylesheet" crossorigin href="/assets/${sheet}-[^"]+\\.css" type="text/x-inlined-css" disabled>`,
      ),
    );
  }

  // The preloaded fonts (heading, then body) are the very files the stylesheet uses: fonts, not a
  // second download each.
  const preloads = [
    ...home.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g),
  ].map((m) => m[1]!);
  expect(preloads).toEqual([
    expect.stringMatching(/^\/assets\/space-grotesk-latin-wght-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/inter-latin-wght-[\w-]+\.woff2$/),
  ]);
  const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/.exec(home);
  const css = await (await request.get(stylesheet![1]!)).text();
  for (const preload of preloads) {
    const font = await request.get(preload);
    expect(font.status()).toBe(200);
    expect(font.headers()['content-type']).toContain('font/woff2');
    expect(css).toContain(preload);
  }

  // Not prerendered: the app shell, which renders the page in the browser.
  const admin = await (await request.get('/admin/login')).text();
  expect(admin).toContain('<div id="root"></div>');
});

test("the page's text is drawn in the site's fonts, each preloaded file downloaded once", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/fonts-loaded/);
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => `${face.family} ${face.weight} ${face.unicodeRange.split(',')[0]}`),
  );
  // The Latin faces, over the weights the theme uses (body 400, labels 500 and 600, headings 700).
  expect(loaded).toEqual(
    expect.arrayContaining(['Inter Variable 400 700 U+0-FF', 'Space Grotesk Variable 400 700 U+0-FF']),
  );
  const latin = fontRequests.filter((path) => path.includes('-latin-wght-'));
  expect(latin).toHaveLength(2);
  // No other subset: the demo content is Latin.
  expect(fontRequests).toEqual(latin);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages read and link like a static site', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: personalInfo.name })).toBeVisible();
    await page.getByRole('link', { name: 'View My Work' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { name: churn!.title }).first()).toBeVisible();
  });

  test('sections that fade in as they scroll into view are shown at once', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('.scroll-animation', {
      has: page.getByRole('heading', { name: 'Send Me a Message' }),
    });
    await expect(form).toHaveCSS('opacity', '1');
    await expect(page.locator('.scroll-animation').first()).toHaveCSS('opacity', '1');
  });

  test("the contact page shows the owner's details from its HTML", async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: personalInfo.email })).toHaveAttribute(
      'href',
      `mailto:${personalInfo.email}`,
    );
    await expect(page.getByRole('link', { name: personalInfo.phone })).toBeVisible();
  });

  test("buttons keep the theme's colours, so their labels stay readable", async ({ page }) => {
    await page.goto('/');
    // A light button's colours are theme variables set per colour scheme, which a script picks:
    // without one, the label was white on the section's near-white background.
    const button = page.getByRole('link', { name: 'View All Skills' });
    await expect(button).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(button).not.toHaveCSS('color', 'rgb(255, 255, 255)');
  });
});

test('a page fetches none of the stylesheets it carries, and a move inside the app styles the next page', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('portfolio:hydrated').length > 0);
  // The entry's stylesheet is linked; the page's own small ones came inside the HTML.
  expect(stylesheets.filter((p) => !/\/assets\/index-[^/]+\.css$/.test(p))).toEqual([]);

  await page.getByRole('navigation').getByRole('link', { name: 'Skills' }).first().click();
  await expect(page).toHaveURL(/\/skills$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The Skills page's stylesheet was not in the home page: the app links it now, once.
  const skills = stylesheets.filter((p) => p.includes('/assets/skills-page-'));
  expect(skills).toHaveLength(1);
  await expect
    .poll(() =>
      page.evaluate(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/skills-page-'))),
    )
    .toBe(true);
});

test('the browser takes over the prerendered page without a mismatch and keeps it interactive', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(projectPath(projectAddress(churn!)));
  await expect(page.getByRole('heading', { level: 1, name: churn!.title })).toBeVisible();
  // A hydration mismatch is reported as a recoverable error (minified React errors 418 and 425).
  expect(problems).toEqual([]);

  // Client-side navigation: no new document is requested.
  let documents = 0;
  page.on('request', (r) => r.resourceType() === 'document' && documents++);
  await page.getByRole('link', { name: 'Back to Projects' }).first().click();
  await expect(page.getByRole('tab', { name: `All Projects (${projects.length})` })).toBeVisible();
  expect(documents).toBe(0);
});

test('every public page hydrates without an error, on a phone-speed CPU', async ({ page }) => {
  // Several seconds a page, for every public page (ten with the CV, publications and a paper).
  test.setTimeout(120_000);
  // A slow CPU spreads hydration over many tasks, as on a phone: slices, the page's own Suspense
  // boundary and the content refresh then interleave. The ids React generates must come out the
  // same as the prerenderer's (a mismatch is minified React error 418).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  // One paper's page too: its Cite menu and head tags hydrate like the rest.
  for (const path of [...STATIC_PUBLIC_PATHS, publicationPath(publicationAddress(publications[0]!))]) {
    await page.goto(path);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    // Below-the-fold slices hydrate when the browser is idle, within two seconds: wait until React
    // has taken over the prerendered HTML of every slice (its elements carry React's fiber key).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-hydration-slice]')].every((slice) => {
        const first = slice.firstElementChild;
        return !first || Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
      }),
    );
  }
  expect(problems).toEqual([]);
});

test('content changed after the prerender replaces the prerendered copy', async ({ page }) => {
  const { db } = adminApp();
  const ref = db.collection('personal_info').doc('tagline');
  const changed = `${personalInfo.tagline} (updated after the build)`;
  const before = await contentChangedAt(db);
  await ref.update({ field_value: changed });
  try {
    // The page refreshes once the content mark has moved past the one it was rendered with; a
    // trigger moves it a moment after the write.
    await expect.poll(() => contentChangedAt(db), { timeout: 30_000 }).toBeGreaterThan(before);
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(personalInfo.tagline);
    expect(html).not.toContain(changed);
    await page.goto('/');
    await expect(page.getByText(changed)).toBeVisible();
  } finally {
    await ref.update({ field_value: personalInfo.tagline });
  }
});

test("a page whose content is current reads only the content mark and its images' renditions", async ({
  page,
}) => {
  const { db } = adminApp();
  const mark = db.collection(SITE_STATE).doc(CONTENT_STATE_DOC);
  const html = await (await page.request.get('/')).text();
  const rendered = JSON.parse(embeddedContent(html))[CONTENT_MARK_KEY].data as number;
  // The seed before these tests moved the mark past the prerender's: as on a site where nothing
  // was edited since the last publish, the live mark is the one the page was rendered with.
  // Writes just before this test (the one above restores the tagline) still have triggers queued.
  await waitForContentTriggers(db, { quietMs: 2000 });
  const live = await mark.get();
  await mark.set({ changed_at: Timestamp.fromMillis(rendered) });
  try {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (RUN_QUERY.test(request.url()) || BATCH_GET.test(request.url()))
        reads.push(request.postData() ?? '');
    });
    await page.goto('/');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect
      .poll(() => reads.some((body) => body.includes('site_state/content')), { timeout: 15_000 })
      .toBe(true);
    await page.waitForTimeout(2000);
    expect(reads.filter((body) => !/site_state\/content|image_renditions/.test(body))).toEqual([]);
    await expect(page.getByText(personalInfo.tagline)).toBeVisible();
  } finally {
    await mark.set(live.data() ?? {});
  }
});
