// The admin edits the tagline, presses Publish, and the page Hosting serves (read without
// JavaScript, as a crawler or a link preview reads it) carries the new tagline. The pages it
// replaces in web/dist are put back afterwards, and so is the seeded tagline.
import { DEMO_ADMIN, personalInfo } from '../../scripts/seed/demo-content';
import { adminApp } from '../support/emulator';
import { ADMIN_STATE, openAdmin, toast } from '../support/admin-session';
import { snapshotDist } from '../support/dist-snapshot';
import { expect, test } from './support/test';

let putBack = () => {};

test.use({ storageState: ADMIN_STATE });

test.beforeAll(() => {
  putBack = snapshotDist();
});

test.afterAll(async () => {
  await adminApp()
    .db.collection('personal_info')
    .doc('tagline')
    .update({ field_value: personalInfo.tagline });
  putBack();
});

test('the admin edits the tagline, publishes, and the served page shows it', async ({ page }) => {
  // The first publish loads the renderer into a cold function: tens of seconds on a busy machine.
  test.setTimeout(120_000);
  const changed = `${personalInfo.tagline} (published from the admin area)`;
  await openAdmin(page, 'personal');
  const tagline = page.getByRole('textbox', { name: 'Tagline' });
  await expect(tagline).toHaveValue(personalInfo.tagline);
  await tagline.fill(changed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The seed has already moved the content past the last publish, so 'Unpublished changes' shows
  // before the save lands: wait for the save itself, or Publish may render the old tagline.
  await expect(toast(page, 'Success', 'Personal information updated successfully')).toBeVisible({
    timeout: 30_000,
  });

  const status = page.getByTestId('publish-status');
  await expect(status).toHaveText('Unpublished changes', { timeout: 30_000 });
  expect(await (await page.request.get('/')).text()).not.toContain(changed);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Site published')).toBeVisible({ timeout: 60_000 });
  await expect(status).toHaveText(/^Published (just now|1 minute ago)$/);

  const html = await (await page.request.get('/')).text();
  expect(html).toContain(changed);

  // The toasts sit over the header; they close once the pointer leaves them.
  await page.mouse.move(600, 500);
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Show the last publishes' }).click();
  // Newest first; an earlier spec may have published a minute ago too.
  await expect(page.getByText(`${DEMO_ADMIN.email}, just now`).first()).toBeVisible();
});
