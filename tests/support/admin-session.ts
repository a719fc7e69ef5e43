// Browser helpers for the admin area's e2e tests.
import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../scripts/seed/demo-content';

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in as the seeded demo admin and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A toast (Mantine notification) with this title and message. */
export function toast(page: Page, title: string, message?: string) {
  const alert = page.getByRole('alert').filter({ hasText: title });
  return message ? alert.filter({ hasText: message }) : alert;
}
