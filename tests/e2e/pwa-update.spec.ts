import { expect, test } from './support/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { waitForServiceWorker } from './support/service-worker';

// The Hosting emulator serves web/dist from disk: changing sw.js there is a new deploy.
const SW_FILE = resolve(import.meta.dirname, '../../web/dist/sw.js');
const NEW_VERSION = 'A new version is available';

test('a new deploy is offered with Reload, and only the tab that asks reloads', async ({ context, page }) => {
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/');
    await waitForServiceWorker(tab);
    // Gone if the tab reloads: stands for whatever someone was typing there.
    await tab.evaluate(() => Object.assign(window, { typedSoFar: 'Hello, I would like to' }));
  }

  const deployed = readFileSync(SW_FILE, 'utf8');
  try {
    writeFileSync(SW_FILE, `${deployed}\n// rebuilt ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    await expect(page.getByText(NEW_VERSION)).toBeVisible();
    await expect(other.getByText(NEW_VERSION)).toBeVisible();
    // Offered, not forced: the new worker waits.
    expect(await page.evaluate(() => 'typedSoFar' in window)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'typedSoFar' in window)).toBe(false);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
    const scriptOfActiveWorker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return (await fetch(registration!.active!.scriptURL, { cache: 'no-store' })).text();
    });
    expect(scriptOfActiveWorker).toContain('// rebuilt');

    // The other tab keeps what was typed, and its own prompt.
    await other.waitForTimeout(1000);
    expect(await other.evaluate(() => 'typedSoFar' in window)).toBe(true);
    await expect(other.getByText(NEW_VERSION)).toBeVisible();
  } finally {
    writeFileSync(SW_FILE, deployed);
  }
});
