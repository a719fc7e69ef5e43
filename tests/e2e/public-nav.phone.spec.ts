import { expect, test } from './support/test';
import { personalInfo } from '../../scripts/seed/demo-content';

test('on a phone the navigation is a toggle menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: personalInfo.name })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'Experience' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'About',
    'Experience',
    'Skills',
    'Projects',
    'Services',
    'Contact',
    'Get In Touch',
  ]);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await menu.getByRole('link', { name: 'Experience' }).click();
  await expect(page).toHaveURL(/\/experience$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Experience' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Experience' })).toBeHidden();
});

test('on a phone the project cards stack in one column', async ({ page }) => {
  await page.goto('/projects');
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const lefts = await cards.evaluateAll((els) =>
    els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size).toBe(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
