import { expect, test, type Page } from './support/test';
import { personalInfo, projects } from '../../scripts/seed/demo-content';
import { signInAsAdmin } from '../support/admin-session';

// The site under the Content-Security-Policy that Hosting serves (firebase.json, with the
// emulators' origins added for the emulator copy only): the pages and the admin area work with
// nothing refused, and a script that markup slips into a page does not run.

/** What the browser refused under the policy: the page's violation events and its console. */
async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  await page.exposeFunction('reportViolation', (text: string) => refused.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  return refused;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('portfolio:hydrated').length > 0);

test('public pages run under the policy: the boot script starts the app and nothing is refused', async ({
  page,
}) => {
  const refused = await watchPolicy(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(personalInfo.name);
  // The prerendered page's inline boot script ran (allowed by its hash) and the app hydrated.
  await expect(page.locator('script[data-boot]')).toHaveCount(1);
  await hydrated(page);
  await expect(page.getByText(personalInfo.tagline)).toBeVisible();

  await page.goto(`/projects/${projects[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects[0]!.title);
  await hydrated(page);
  expect(refused).toEqual([]);
});

test('the admin signs in and manages content under the policy, with nothing refused', async ({ page }) => {
  const refused = await watchPolicy(page);
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect(page.getByRole('heading', { name: 'Manage Projects', level: 1 })).toBeVisible();
  // The live list came from Firestore through the full SDK (and its images from Storage).
  await expect(page.getByText(projects[0]!.title).first()).toBeVisible();

  // The CV preview is drawn in the browser with WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval').
  await page.goto('/admin/cv');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF preview' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  expect(refused).toEqual([]);
});

test('a script injected into a served page does not run; the page still works', async ({ page }) => {
  const refused = await watchPolicy(page);
  // Markup that got through into the page as Hosting serves it, with the served headers.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</head>',
      '<script>window.injected = "inline";</script></head>',
    );
    const body = html.replace(
      '<div id="root">',
      '<img src="/favicon.svg" alt="" onload="window.injected = \'handler\'"><div id="root">',
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(personalInfo.name);
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  expect(refused.filter((text) => text.startsWith('script-src-elem refused inline'))).toHaveLength(1);
  expect(refused.filter((text) => text.startsWith('script-src-attr refused inline'))).toHaveLength(1);
});
