import { expect, test } from './support/test';
import { ADMIN_STATE, openAdmin, toast } from '../support/admin-session';

test.use({ storageState: ADMIN_STATE });

test('on a phone the sidebar folds behind the burger and closes after a choice', async ({ page }) => {
  await openAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(burger).toBeVisible();
  await expect(nav).not.toBeInViewport();

  await burger.click();
  await expect(nav).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByRole('heading', { name: 'Manage Projects', level: 1 })).toBeVisible();
  await expect(nav).not.toBeInViewport();

  // Nothing wider than the screen: the list and its buttons fit a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await burger.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out', 'You have been logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the project form fits a phone screen', async ({ page }) => {
  await openAdmin(page, 'projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Project' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Media Files' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
