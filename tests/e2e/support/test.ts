import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page, Request, Route } from '@playwright/test';

/**
 * Public pages are prerendered: they are visible before the app has started, and a click then is
 * a full page load. A user would not notice; a test that goes offline or watches requests would.
 * Every goto and reload here also waits until the app has started (html[data-app-ready],
 * app/app.tsx), so each test sees what a visitor sees a moment after the page appears.
 */
async function untilAppReady(page: Page, response: Response | null): Promise<void> {
  const type = response?.headers()['content-type'] ?? '';
  if (!response || !response.ok() || !type.includes('text/html')) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, {
    timeout: 20_000,
  });
}

function waitForAppOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilAppReady(page, response);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilAppReady(page, response);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    // Without JavaScript there is no app to wait for (and nothing to wait with).
    if (javaScriptEnabled === false) return use(context);
    context.pages().forEach(waitForAppOnNavigation);
    context.on('page', waitForAppOnNavigation);
    await use(context);
  },
});
