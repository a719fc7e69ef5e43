import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { seed } from '../../scripts/seed/seed';
import { ADMIN_STATE, openAdmin } from '../support/admin-session';
import { adminApp } from '../support/emulator';
import { undoWindow } from '../../web/src/features/admin/editing/undo-window';

// The admin content managers against the emulators, signed in as the demo admin (the session
// the global setup saved). Each test creates its own entries (names carry a run id), edits and deletes them,
// and looks at the public page in a fresh browser context (no cached public data). Seeded
// documents that a test changes (personal info, the order of certifications) are put back by
// re-seeding afterwards, so later specs see the demo content.

const run = Date.now().toString(36);

// Each test is a whole create-edit-delete story with several public page loads.
test.describe.configure({ timeout: 120_000 });

// The admin's page runs on a clock the test can move: after a delete it moves past the undo
// window instead of waiting it out, and the delete is carried out at once.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

async function deleteForGood(page: Page, action: () => Promise<void>) {
  await action();
  await page.clock.fastForward(undoWindow.ms + 500);
}
test.use({ storageState: ADMIN_STATE });

// Whatever a failed test left behind (names carry the run id) goes, so later specs (dashboard
// counts) see exactly the demo content.
test.afterAll(async () => {
  const { db } = adminApp();
  const named = {
    education: 'degree',
    experience: 'position',
    certifications: 'title',
    services: 'title',
    skills: 'name',
  };
  for (const [collection, field] of Object.entries(named)) {
    const docs = (await db.collection(collection).get()).docs;
    await Promise.all(
      docs.filter((d) => String(d.get(field) ?? '').includes(run)).map((d) => d.ref.delete()),
    );
  }
  await seed({ quiet: true });
});

/** A public page in a new context, so nothing cached from an earlier visit is shown. */
async function publicPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function expectPublic(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const page = await publicPage(browser, path);
  try {
    await check(page);
  } finally {
    await page.context().close();
  }
}

function toast(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

test('education: create, edit and delete, seen on /about', async ({ page, browser }) => {
  const degree = `B.Sc. E2E ${run}`;
  const renamed = `M.Sc. E2E ${run}`;
  await openAdmin(page, 'education');
  await page.getByRole('button', { name: 'Add Education' }).click();
  await expect(page.getByRole('textbox', { name: 'Order' })).toHaveValue('4');
  await page.getByRole('textbox', { name: 'Degree' }).fill(degree);
  await page.getByRole('textbox', { name: 'Institution' }).fill('Playwright Institute');
  await page.getByRole('textbox', { name: 'Start date' }).fill('2010-09');
  await page.getByRole('textbox', { name: 'End date' }).fill('2013-06');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Education updated successfully')).toBeVisible();
  await expect(page.getByText(degree)).toBeVisible();
  await expectPublic(browser, '/about', async (about) => {
    await expect(about.getByRole('heading', { name: degree })).toBeVisible();
    await expect(about.getByText('Playwright Institute')).toBeVisible();
  });

  await page.getByRole('button', { name: `Edit ${degree}` }).click();
  await page.getByRole('textbox', { name: 'Degree' }).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(renamed)).toBeVisible();
  await expectPublic(browser, '/about', async (about) => {
    await expect(about.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(about.getByRole('heading', { name: degree })).toHaveCount(0);
  });

  await deleteForGood(page, () => page.getByRole('button', { name: `Delete ${renamed}` }).click());
  await expect(page.getByText(renamed)).toHaveCount(0);
  await expectPublic(browser, '/about', async (about) => {
    await expect(about.getByRole('heading', { name: 'M.Sc. in Data Science' })).toBeVisible();
    await expect(about.getByRole('heading', { name: renamed })).toHaveCount(0);
  });
});

test('experience: responsibilities and a current position, seen on /experience', async ({
  page,
  browser,
}) => {
  const position = `Staff Engineer E2E ${run}`;
  await openAdmin(page, 'experience');
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await page.getByRole('textbox', { name: 'Position' }).fill(position);
  await page.getByRole('textbox', { name: 'Company' }).fill('Playwright Labs');
  await page.getByRole('textbox', { name: 'Start date' }).fill('2024-01');
  await page.getByRole('textbox', { name: 'Responsibility 1' }).fill('Keep the suite green');
  await page.getByRole('button', { name: 'Add responsibility' }).click();
  await page.getByRole('button', { name: 'Add responsibility' }).click();
  await page.getByRole('textbox', { name: 'Responsibility 3' }).fill('Review every flaky test');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Experience updated successfully')).toBeVisible();
  await expectPublic(browser, '/experience', async (timeline) => {
    const entry = timeline.getByRole('article').filter({ hasText: position });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Present');
    await expect(entry.getByText('Keep the suite green')).toBeVisible();
    await expect(entry.getByText('Review every flaky test')).toBeVisible();
    // The empty second line was dropped: exactly the two responsibilities.
    await expect(entry.getByRole('listitem')).toHaveCount(2);
  });

  await page.getByRole('button', { name: `Edit ${position} at Playwright Labs` }).click();
  await page.getByRole('textbox', { name: 'End date' }).fill('2025-02');
  await page.getByRole('button', { name: 'Remove responsibility 1' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Jan 2024 - Feb 2025')).toBeVisible();
  await expectPublic(browser, '/experience', async (timeline) => {
    const entry = timeline.getByRole('article').filter({ hasText: position });
    await expect(entry).not.toContainText('Present');
    await expect(entry.getByText('Keep the suite green')).toHaveCount(0);
  });

  await deleteForGood(page, () =>
    page.getByRole('button', { name: `Delete ${position} at Playwright Labs` }).click(),
  );
  await expect(page.getByText(position)).toHaveCount(0);
  await expectPublic(browser, '/experience', async (timeline) => {
    await expect(timeline.getByText('Senior Data Scientist').first()).toBeVisible();
    await expect(timeline.getByText(position)).toHaveCount(0);
  });
});

test('certifications: dialog, confirmation before delete, seen on /experience', async ({ page, browser }) => {
  const title = `Playwright Certified ${run}`;
  await openAdmin(page, 'certifications');
  for (const column of ['Order', 'Title', 'Issuer', 'Created', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Add Certification' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Order index' })).toHaveValue('0');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Issuer' }).fill('Microsoft');
  await dialog.getByRole('textbox', { name: 'Order index' }).fill('9');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Certification added')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Microsoft');
  await expectPublic(browser, '/experience', async (experience) => {
    await expect(experience.getByRole('heading', { name: title })).toBeVisible();
  });

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await dialog.getByRole('textbox', { name: 'Issuer' }).fill('Playwright Foundation');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Certification updated')).toBeVisible();
  await expect(row).toContainText('Playwright Foundation');
  await expectPublic(browser, '/experience', async (experience) => {
    await expect(experience.getByRole('listitem').filter({ hasText: title })).toContainText(
      'Playwright Foundation',
    );
  });

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(dialog).toContainText('Are you sure you want to delete this certification?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await deleteForGood(page, () => dialog.getByRole('button', { name: 'Delete' }).click());
  await expect(toast(page, 'Certification deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expectPublic(browser, '/experience', async (experience) => {
    await expect(experience.getByRole('heading', { name: 'Associate Android Developer' })).toBeVisible();
    await expect(experience.getByRole('heading', { name: title })).toHaveCount(0);
  });
});

test('certifications reorder by keyboard drag, seen on /experience', async ({ page, browser }) => {
  await openAdmin(page, 'certifications');
  const titles = page.getByRole('row').locator('td:nth-child(3)');
  await expect(titles.first()).toHaveText('TensorFlow Developer Certificate');
  const before = await titles.allInnerTexts();

  const handle = page.getByRole('button', { name: 'Drag to reorder TensorFlow Developer Certificate' });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(300); // the lift animation
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect(toast(page, 'Order updated')).toBeVisible();

  const expected = [before[1]!, before[0]!, ...before.slice(2)];
  await expect(titles).toHaveText(expected);
  await page.reload();
  await expect(titles).toHaveText(expected);
  await expect(page.getByRole('row').nth(1).locator('td').nth(1)).toHaveText('1');
  await expectPublic(browser, '/experience', async (experience) => {
    const section = experience.getByRole('region', { name: 'Certifications' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected);
  });
});

test('services: create, edit and delete, stored for the admin list', async ({ page }) => {
  // The reloaded admin list, read back from the database, shows the change; the public pages'
  // side is in public-skills-services.spec.ts.
  const title = `Model Audits ${run}`;
  await openAdmin(page, 'services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByRole('textbox', { name: 'Order' })).toHaveValue('9');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Independent reviews of models in production.');
  await page.getByRole('combobox', { name: 'Icon', exact: true }).click();
  await page.getByRole('option', { name: 'Brain' }).click();
  await expect(page.getByRole('img', { name: 'Preview of the Brain icon' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Service saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByText(title)).toBeVisible();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} and Fairness`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Service saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${title} and Fairness`)).toBeVisible();

  await deleteForGood(page, () => page.getByRole('button', { name: `Delete ${title} and Fairness` }).click());
  await expect(toast(page, 'Service deleted successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Predictive Modeling')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('skills: grouped, required fields, seen in the home page skills', async ({ page, browser }) => {
  const name = `Polars ${run}`;
  await openAdmin(page, 'skills');
  await expect(page.getByRole('region', { name: 'Big Data' })).toContainText('Apache Spark');
  await page.getByRole('button', { name: 'Add Skill' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Skill name is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Skill name' }).fill(name);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Big Data' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Skill added')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Big Data' })).toContainText(name);
  // Big Data has five demo skills, so a sixth shows on the home page (6 per category).
  await expectPublic(browser, '/', async (home) => {
    await expect(home.getByRole('region', { name: 'My Skills' })).toContainText(name);
  });

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('textbox', { name: 'Skill name' }).fill(`${name} Lazy`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Skill updated')).toBeVisible();
  await expectPublic(browser, '/', async (home) => {
    await expect(home.getByRole('region', { name: 'My Skills' })).toContainText(`${name} Lazy`);
  });

  await deleteForGood(page, () => page.getByRole('button', { name: `Delete ${name} Lazy` }).click());
  await expect(toast(page, 'Skill deleted')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Big Data' })).not.toContainText(name);
  await expectPublic(browser, '/', async (home) => {
    const skills = home.getByRole('region', { name: 'My Skills' });
    await expect(skills).toContainText('Apache Spark');
    await expect(skills).not.toContainText(name);
  });
});

test('personal information: profile fields and a pasted image URL, seen on /about', async ({
  page,
  browser,
}) => {
  const intro = `I test portfolios end to end (${run}).`;
  await openAdmin(page, 'personal');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Alex Morgan');
  await page.getByRole('textbox', { name: 'About: introduction' }).fill(intro);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 (415) 555-0199');
  // Storage may be missing here (its rules runtime is a download): the image field then takes a
  // pasted address, which is what this test uses either way; uploads have component tests.
  await expect(page.getByText('Checking file storage…')).toHaveCount(0);
  if (await page.getByText(/Uploads are unavailable/).isVisible()) {
    console.log('Storage emulator unavailable: the profile image is set through a pasted URL.');
  }
  await page.getByRole('textbox', { name: /Profile image: Image URL/ }).fill('/demo/projects/transit.webp');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Personal information updated successfully')).toBeVisible();

  await expectPublic(browser, '/about', async (about) => {
    await expect(about.getByText(intro)).toBeVisible();
    await expect(about.getByText('+1 (415) 555-0199')).toBeVisible();
    await expect(about.locator('img[src="/demo/projects/transit.webp"]')).toBeVisible();
  });

  await page.getByRole('link', { name: 'Manage education →' }).click();
  await expect(page).toHaveURL(/\/admin\/education$/);
  await expect(page.getByRole('heading', { name: 'Education Management' })).toBeVisible();
});
