import type { Page } from '@playwright/test';

/**
 * Waits until the service worker is installed, activated and controls the page. It claims the
 * first visit (clientsClaim), so no reload is needed; everything it precaches is cached by then.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
