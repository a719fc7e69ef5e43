import { expect, test } from './support/test';
import { projectPath } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { projects } from '../../scripts/seed/demo-content';
import { RUN_QUERY, trackPageErrors } from './public-helpers';
import { seededUrl } from './support/demo-media';

const usable = (url: string) => url !== '' && url !== '#';
const count = (category?: 'data' | 'android') =>
  projects.filter((p) => !category || p.category === category).length;
const newestFirst = [...projects].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());

test.describe('projects page', () => {
  test('shows the tabs with live counts and filters the cards by category', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await expect(page).toHaveTitle(/Projects/);

    const all = page.getByRole('tab', { name: `All Projects (${count()})` });
    const data = page.getByRole('tab', { name: `Data Science (${count('data')})` });
    const android = page.getByRole('tab', { name: `Android Apps (${count('android')})` });
    await expect(all).toHaveAttribute('aria-selected', 'true');

    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(newestFirst.map((p) => p.title));

    await android.click();
    await expect(android).toHaveAttribute('aria-selected', 'true');
    await expect(cards.getByRole('heading')).toHaveText(
      newestFirst.filter((p) => p.category === 'android').map((p) => p.title),
    );
    await data.click();
    await expect(cards.getByRole('heading')).toHaveText(
      newestFirst.filter((p) => p.category === 'data').map((p) => p.title),
    );
    expect(errors).toEqual([]);
  });

  test('cards have View Details, and GitHub or Live Demo only for usable URLs; 3 columns on desktop', async ({
    page,
  }) => {
    await page.goto('/projects');
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(count());

    for (const project of projects) {
      const card = cards.filter({ has: page.getByRole('heading', { name: project.title, exact: true }) });
      await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute(
        'href',
        projectPath(projectAddress(project)),
      );
      await expect(card.getByRole('link', { name: 'GitHub' })).toHaveCount(usable(project.code_url) ? 1 : 0);
      await expect(card.getByRole('link', { name: 'Live Demo' })).toHaveCount(
        usable(project.live_url) ? 1 : 0,
      );
      if (usable(project.live_url)) {
        await expect(card.getByRole('link', { name: 'Live Demo' })).toHaveAttribute('href', project.live_url);
      }
    }

    // A project with neither a live nor a code URL ('' and '#'): only View Details.
    const bare = projects.find((p) => !usable(p.code_url) && !usable(p.live_url))!;
    const bareCard = cards.filter({ has: page.getByRole('heading', { name: bare.title, exact: true }) });
    await expect(bareCard.getByRole('link')).toHaveCount(1);

    const tops = await cards.evaluateAll((els) =>
      els.slice(0, 4).map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[1]);
    expect(tops[1]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
  });

  test('a project image that fails to load gives way to the placeholder', async ({ page }) => {
    const broken = newestFirst[0]!;
    const brokenUrl = seededUrl(broken.image_url);
    await page.route(
      (url) => url.href === new URL(brokenUrl, url).href,
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/projects');
    const card = page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: broken.title, exact: true }) });
    await expect(card.getByRole('img', { name: broken.title })).toHaveAttribute('src', '/placeholder.svg');
    const other = newestFirst[1]!;
    await expect(page.getByRole('img', { name: other.title })).toHaveAttribute(
      'src',
      seededUrl(other.image_url),
    );
  });

  test("says 'Failed to load projects' when the read fails, and 'Try Again' recovers", async ({ page }) => {
    // The prerendered /projects carries its list: reach it from a page that does not.
    await page.goto('/about');
    await page.route(RUN_QUERY, (route) => route.abort('failed'));
    await page.getByRole('banner').getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByText('Failed to load projects')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);

    await page.unroute(RUN_QUERY);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('tab', { name: `All Projects (${count()})` })).toBeVisible();
    await expect(page.getByText('Failed to load projects')).toHaveCount(0);
  });
});
