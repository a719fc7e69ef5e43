import { undoWindow } from '../../web/src/features/admin/editing/undo-window';
import { expect, test } from './support/test';
import { ADMIN_STATE, openAdmin } from '../support/admin-session';
import { adminApp } from '../support/emulator';

// The admin lists are live (reactfire's useFirestoreCollectionData): a change saved in another tab,
// or written by anyone else, shows in an open list without a reload.

const run = Date.now().toString(36);
// Two admin tabs, each with its live lists and the late-schedule query: past the 45 s default on a loaded machine.
test.describe.configure({ timeout: 90_000 });
test.use({ storageState: ADMIN_STATE });

test.afterAll(async () => {
  const { db } = adminApp();
  const skills = (await db.collection('skills').get()).docs;
  await Promise.all(skills.filter((d) => String(d.get('name')).includes(run)).map((d) => d.ref.delete()));
});

test('a skill added in another tab, renamed elsewhere and deleted shows in the open list at once', async ({
  page,
  context,
}) => {
  const name = `Live ${run}`;
  await openAdmin(page, 'skills');
  const bigData = page.getByRole('region', { name: 'Big Data' });
  await expect(bigData).toContainText('Apache Spark');
  let loads = 0;
  page.on('load', () => (loads += 1));

  const other = await context.newPage();
  // The delete reaches Firestore once its undo window is over: the test moves this tab's clock past it.
  await other.clock.install();
  await other.goto('/admin/skills');
  await other.getByRole('button', { name: 'Add Skill' }).click();
  await other.getByRole('textbox', { name: 'Skill name' }).fill(name);
  await other.getByRole('combobox', { name: 'Category' }).click();
  await other.getByRole('option', { name: 'Big Data' }).click();
  await other.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(other.getByRole('region', { name: 'Big Data' })).toContainText(name);

  await expect(bigData).toContainText(name);

  // A write from outside the app (another admin, a script) shows too.
  const { db } = adminApp();
  const [stored] = (await db.collection('skills').where('name', '==', name).get()).docs;
  await stored!.ref.update({ name: `${name} renamed` });
  await expect(bigData).toContainText(`${name} renamed`);
  await bigData.scrollIntoViewIfNeeded();
  await test.info().attach('the open list after the changes', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await other.getByRole('button', { name: `Delete ${name} renamed` }).click();
  await other.clock.fastForward(undoWindow.ms + 500);
  await expect(bigData).not.toContainText(name);
  expect(loads).toBe(0);
});
