import { expect, test } from './support/test';
import { pwaMessages } from '@/app/pwa/messages';
import { waitForServiceWorker } from './support/service-worker';

// A persistent profile: Chromium never offers installation in an incognito-like context, which
// is what a fresh Playwright context is. The engagement check is skipped so it offers at once.
test('Chromium finds the app installable and the Install button uses its offer', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    viewport: { width: 1280, height: 720 },
    args: [...(launchOptions.args ?? []), '--bypass-app-banner-engagement-checks'],
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);

    const install = page.getByRole('button', { name: pwaMessages.installLabel });
    await expect(install.filter({ visible: true })).toHaveCount(1);
    // Beside it the bar still holds its whole menu on one line: search turns to an icon there.
    const menu = page.getByRole('navigation', { name: 'Main navigation' }).filter({ visible: true });
    const first = await menu.getByRole('link', { name: 'Home' }).boundingBox();
    const last = await menu.getByRole('link', { name: 'Contact' }).boundingBox();
    expect(last?.y).toBe(first?.y);
    expect((await page.getByRole('button', { name: 'Search' }).boundingBox())?.width).toBeLessThan(40);
    await install.filter({ visible: true }).click();
    await expect(install).toHaveCount(0);
  } finally {
    await context.close();
  }
});
