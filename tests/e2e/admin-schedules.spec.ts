import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { SCHEDULE_LATE_MS } from '@portfolio/model/content-status';
import { statusMessages } from '../../web/src/features/admin/status/messages';
import { ADMIN_STATE, openAdmin, toast } from '../support/admin-session';
import { adminApp } from '../support/emulator';
import { expect, test, type Page } from './support/test';

// A schedule that did not go live is said in the header and on the dashboard until the admin
// acts; a draft saved in the form is listed as one and stays off the public notes page.
test.describe.configure({ timeout: 90_000 });
test.use({ storageState: ADMIN_STATE });

const stamp = Date.now().toString(36);
const lateTitle = `E2E late schedule ${stamp}`;
const failedTitle = `E2E failed schedule ${stamp}`;
const draftTitle = `E2E draft ${stamp}`;
const late = statusMessages.late;

/** The status control's radios are hidden behind their labels, as in a segmented control. */
const chooseStatus = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: statusMessages.label }).getByText(label, { exact: true }).click();

const storedNotes = () =>
  adminApp()
    .db.collection(COLLECTIONS.notes)
    .where('title', 'in', [lateTitle, failedTitle, draftTitle])
    .get();

/** A scheduled note as stored; `fields` may make it one the rules (and so its run) refuse. */
const scheduledNote = (title: string, id: string, publishAt: Date, fields: Record<string, unknown> = {}) =>
  adminApp()
    .db.collection(COLLECTIONS.notes)
    .doc(id)
    .set({
      title,
      slug: id,
      old_slugs: [],
      summary: '',
      body: 'Late.',
      tags: [],
      image_url: '',
      project_id: '',
      published_at: Timestamp.fromDate(publishAt),
      created_at: Timestamp.now(),
      status: 'scheduled',
      publish_at: Timestamp.fromDate(publishAt),
      ...fields,
    });

test.afterAll(async () => {
  for (const d of (await storedNotes()).docs) await d.ref.delete();
});

test('a schedule that did not go live is named in the header and on the dashboard until acted on', async ({
  page,
}) => {
  // Scheduled half an hour ahead, so the server's run leaves it alone while the test runs; the
  // browser's clock is moved past the time and the five minutes' grace instead.
  const publishAt = new Date(Date.now() + 30 * 60_000);
  await scheduledNote(lateTitle, `e2e-late-${stamp}`, publishAt);
  // Due now, with a tag the rules refuse: its run fails, says why and leaves it scheduled.
  const failedId = `e2e-failed-${stamp}`;
  await scheduledNote(failedTitle, failedId, new Date(Date.now() - 1000), { tags: ['<b>'] });
  await expect
    .poll(async () => (await adminApp().db.collection(COLLECTIONS.notes).doc(failedId).get()).data(), {
      timeout: 60_000,
    })
    .toMatchObject({ status: 'scheduled', schedule_error: expect.stringContaining('tags is not valid') });
  await page.clock.install({ time: new Date(publishAt.getTime() + SCHEDULE_LATE_MS + 60_000) });

  await openAdmin(page);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /scheduled items? (is|are) late/ }).click();
  const said = `“${lateTitle}” was scheduled for`;
  await expect(page.getByRole('dialog').filter({ hasText: said })).toBeVisible();
  await page.keyboard.press('Escape');

  const dashboardAlert = page.getByRole('main').getByRole('alert').filter({ hasText: lateTitle });
  await expect(dashboardAlert).toBeVisible();
  // The failed run is named with its reason.
  await expect(dashboardAlert).toContainText(failedTitle);
  await expect(dashboardAlert).toContainText('tags is not valid');
  await dashboardAlert.getByRole('link', { name: late.openNamed(lateTitle) }).click();
  await expect(page.getByRole('heading', { name: 'Edit Note' })).toBeVisible();

  // Acting on it (here: back to draft) ends the alert.
  await chooseStatus(page, statusMessages.choices.draft);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Success', 'Note updated successfully')).toBeVisible();
  await expect(page.getByText(said)).toHaveCount(0);
  // The failed one is still named: nothing was done about it yet.
  await expect(header.getByRole('button', { name: '1 scheduled item is late' })).toBeVisible();
});

test('a draft saved in the form is listed as a draft and stays off the public notes page', async ({
  page,
}) => {
  await openAdmin(page, 'notes');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(draftTitle);
  await chooseStatus(page, statusMessages.choices.draft);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Success', 'Note added successfully')).toBeVisible();

  const row = page.getByTestId('note-row').filter({ hasText: draftTitle });
  await expect(row.getByText(statusMessages.choices.draft, { exact: true })).toBeVisible();
  expect((await storedNotes()).docs.map((d) => d.get('status'))).toContain('draft');

  // Visitors read the notes live from Firestore: once their read is done, no draft is there.
  await page.goto('/notes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(draftTitle)).toHaveCount(0);
});
