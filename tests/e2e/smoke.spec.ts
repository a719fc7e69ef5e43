import { expect, test } from './support/test';
import { personalInfo } from '../../scripts/seed/demo-content';

test('the served app reads the demo content from the emulators', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(personalInfo.name);
  // The tagline differs from the built-in default: it proves the read reached Firestore.
  await expect(page.getByText(personalInfo.tagline)).toBeVisible();
  expect(errors).toEqual([]);
});
