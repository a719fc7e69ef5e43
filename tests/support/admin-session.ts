// Browser helpers for the admin area's e2e tests.
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../scripts/seed/demo-content';

/**
 * The demo admin's signed-in browser storage (Firebase Auth keeps its session in IndexedDB),
 * saved once by the global setup after a real sign-in through the login page. Specs about what a
 * signed-in admin does start from it with `test.use({ storageState: ADMIN_STATE })` instead of
 * signing in again in every test; the sign-in itself is tested in admin-auth.spec.ts.
 */
export const ADMIN_STATE = resolve(import.meta.dirname, '..', '..', '.cache', 'e2e', 'admin-state.json');

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in as the seeded demo admin through the login page and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Opens an admin page with the stored session (ADMIN_STATE) and waits until the admin area shows
 * it: the session was restored, not sent to the login page.
 */
export async function openAdmin(page: Page, area = 'dashboard'): Promise<void> {
  await page.goto(`/admin/${area}`);
  // The admin layout's Logout button is there (folded away on a phone) only once signed in.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeAttached();
  await expect(page).toHaveURL(new RegExp(`/admin/${area}$`));
}

/** A toast (Mantine notification) with this title and message. */
export function toast(page: Page, title: string, message?: string) {
  const alert = page.getByRole('alert').filter({ hasText: title });
  return message ? alert.filter({ hasText: message }) : alert;
}
