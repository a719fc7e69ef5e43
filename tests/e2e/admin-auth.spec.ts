import { expect, test } from './support/test';
import { DEMO_ADMIN } from '../../scripts/seed/demo-content';
import { signIn, signInAsAdmin, toast } from '../support/admin-session';
import { ensureUser } from '../support/emulator';

test.describe('admin sign-in', () => {
  test('the demo admin signs in, is welcomed, and a second visit to the login page skips it', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(toast(page, 'Login successful', 'Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a wrong password is refused with a readable reason', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, 'not-the-password');
    await expect(toast(page, 'Login failed', 'Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_ADMIN.email);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('email and password are required', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('an account without the admin claim is signed out and refused', async ({ page }) => {
    const email = 'visitor-without-claim@example.com';
    await ensureUser(email, 'visitor-password', false);
    await signIn(page, email, 'visitor-password');
    await expect(toast(page, 'Access denied', 'This account does not have admin access.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Signed out again: the admin area stays closed.
    await page.goto('/admin/dashboard');
    await expect(toast(page, 'Access denied', 'Please login to access the admin dashboard')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('admin session guard', () => {
  test('without a session every admin page says Access denied and goes to the login page', async ({
    page,
  }) => {
    for (const path of ['/admin', '/admin/projects', '/admin/settings']) {
      await page.goto(path);
      await expect(toast(page, 'Access denied', 'Please login to access the admin dashboard')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });

  test('Logout says so, and the admin area is closed afterwards', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out', 'You have been logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page, 'Access denied')).toHaveCount(0);

    await page.goto('/admin/projects');
    await expect(toast(page, 'Access denied', 'Please login to access the admin dashboard')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('signing out in another tab sends this tab to the login page', async ({ page, context }) => {
    await signInAsAdmin(page);
    const other = await context.newPage();
    await other.goto('/admin/dashboard');
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(other).toHaveURL(/\/admin\/login$/);

    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page, 'Access denied', 'Please login to access the admin dashboard')).toBeVisible();
  });

  test('the sidebar lists every section and Settings shows the dashboard', async ({ page }) => {
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Projects',
      'Publications',
      'Notes',
      'Skills',
      'Experience',
      'Certifications',
      'Services',
      'Personal Info',
      'CV',
      'Messages',
      'Statistics',
      'Trash',
      'Settings',
    ]);
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
