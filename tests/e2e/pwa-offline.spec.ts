import { expect, test, type BrowserContext, type Page } from './support/test';
import { projectPath } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { pwaMessages } from '@/app/pwa/messages';
import { OFFLINE_NOTICE } from '@/components/messages';
import { education, personalInfo, projectFiles, projects } from '../../scripts/seed/demo-content';
import { waitForServiceWorker } from './support/service-worker';
import { imageKey, seededUrl, STORAGE_HOST } from './support/demo-media';

const visited = projects.find((project) => project.id === 'proj-churn-prediction')!;
const unvisited = projects.find((project) => project.id === 'proj-transitmate-offline')!;

const gallery = projectFiles
  .filter((file) => file.project_id === visited.id && file.file_type.startsWith('image/'))
  .map((file) => seededUrl(file.file_url));

/**
 * Pages a visitor reads before the train enters the tunnel, a text each must show and the demo
 * images it must display: Storage download URLs where the seed stored them (as an image the admin
 * uploads), else the site's /demo/ paths. (Other tests may leave projects without images: those
 * show the placeholder by design, so the check names the images it expects.)
 */
const profileImage = seededUrl(personalInfo.profile_image);
const pages = [
  { path: '/', text: personalInfo.tagline, images: [profileImage] },
  {
    path: '/projects',
    text: unvisited.title,
    images: projects.map((project) => seededUrl(project.image_url)),
  },
  {
    path: projectPath(projectAddress(visited)),
    text: visited.description,
    images: [seededUrl(visited.image_url), ...gallery],
  },
  { path: '/about', text: education[0]!.institution, images: [profileImage] },
];

/** The service worker's cache of those images (web/vite/pwa-options.ts). */
const IMAGE_CACHE = STORAGE_HOST ? 'storage-images' : 'demo-images';

/**
 * Each image has really loaded from its own URL or one of its renditions (a failed one falls back
 * to the placeholder).
 */
async function expectImagesLoaded(page: Page, expected: string[]) {
  await expect(page.locator('main img').first()).toBeVisible();
  // Lazy images load once near the viewport: walk down the page as a reader would.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  const wanted = expected.map((url) => imageKey(new URL(url, page.url()).href));
  await expect
    .poll(async () => {
      const loaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img')]
          .filter((img) => img.complete && img.naturalWidth > 0)
          .map((img) => img.currentSrc),
      );
      const shown = loaded.map(imageKey);
      return wanted.filter((key) => !shown.includes(key));
    })
    .toEqual([]);
}

/** The URLs in the service worker's caches: one of them, or all. */
async function cachedUrls(page: Page, cacheName?: string): Promise<string[]> {
  return page.evaluate(async (only) => {
    const urls: string[] = [];
    for (const name of only ? [only] : await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  }, cacheName);
}

/**
 * After a navigation while offline, Chromium 150 keeps the network off but gives the new document
 * `navigator.onLine === true` (155 does not), which no phone in airplane mode would. Setting the
 * context online and offline again tells the page as it is now: it gets the `offline` event.
 */
async function offlineAgain(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

test('the service worker installs, controls the page and serves the app shell', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByText(personalInfo.tagline)).toBeVisible();
});

test('pages seen online still show their content and images offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  for (const { path, text, images } of pages) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await expectImagesLoaded(page, images);
  }

  await context.setOffline(true);
  for (const { path, text, images } of pages) {
    await page.goto(path);
    await page.reload();
    await offlineAgain(context);
    await expect(page.getByText(pwaMessages.offline)).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expectImagesLoaded(page, images);
  }

  // Firestore answers are the data layer's to keep; none of them sits in the service worker's caches.
  const urls = await cachedUrls(page);
  // The images came from the service worker's image cache: the originals the pages name, or the
  // renditions of them their <picture>s chose.
  const images = (await cachedUrls(page, IMAGE_CACHE)).map(imageKey);
  const viewed = [...new Set(pages.flatMap((p) => p.images))].map((url) =>
    imageKey(new URL(url, page.url()).href),
  );
  expect(viewed.filter((key) => !images.includes(key))).toEqual([]);
  // (Firestore traffic, that is: the bundled full-firestore-*.js chunk is app code and may be cached.)
  expect(
    urls.filter((url) => /firestore\.googleapis\.com|google\.firestore\.v1|:\d+\/v1\/projects\//.test(url)),
  ).toEqual([]);
});

test('a project never opened says it is offline, calmly, and loads once back online', async ({
  page,
  context,
}) => {
  await page.goto('/projects');
  await waitForServiceWorker(page);
  await expect(page.getByText(unvisited.title).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(projectPath(projectAddress(unvisited)));
  await offlineAgain(context);
  await expect(page.getByText(OFFLINE_NOTICE.title)).toBeVisible();
  await expect(page.getByText(pwaMessages.offline)).toBeVisible();
  await expect(page.getByText('Loading project details...')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText(pwaMessages.offline)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: unvisited.title })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE.title)).toHaveCount(0);
});
