import { expect, test } from './support/test';
import { personalInfo, projects } from '../../scripts/seed/demo-content';
import { RUN_QUERY } from './public-helpers';

// Without the service worker (another issue), a reload offline cannot work; these tests stay in
// one page load and check the content cache: seen content works offline, unseen content ends in
// a calm notice instead of a spinner.
test('content seen once is there offline; content never seen shows the offline notice', async ({
  page,
  context,
}) => {
  const [seen, unseen] = projects;
  // Online: home, the projects list and one project (their code chunks load on the way).
  await page.goto('/');
  await expect(page.getByText(personalInfo.tagline)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Projects' }).click();
  // The home page lists featured projects too: click on the Projects page's own card.
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  await page.getByRole('link', { name: `View Details: ${seen!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: seen!.title })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Back to Projects' }).first().click();
  await expect(page.getByRole('tab', { name: `All Projects (${projects.length})` })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByText(personalInfo.tagline)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Projects' }).click();
  // The home page lists featured projects too: click on the Projects page's own card.
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  await page.getByRole('link', { name: `View Details: ${seen!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: seen!.title })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Projects' }).first().click();

  await page.getByRole('link', { name: `View Details: ${unseen!.title}` }).click();
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByText('Project Not Found')).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: unseen!.title })).toBeVisible();
});

test('a repeat visit paints from the stored copy before the network answers', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('tab', { name: `All Projects (${projects.length})` })).toBeVisible();

  // Hold every list query: only the copy in IndexedDB can fill the page now.
  await page.route(RUN_QUERY, () => {});
  await page.reload();
  await expect(page.getByRole('tab', { name: `All Projects (${projects.length})` })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(projects.length);
});
