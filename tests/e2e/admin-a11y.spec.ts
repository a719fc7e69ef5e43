// Every admin page and form, checked with axe as a signed-in admin sees it: no serious or
// critical violation (names, roles, contrast), like the public pages.
import { paths } from '@/config/paths';
import { signInAsAdmin } from '../support/admin-session';
import { seriousA11yViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

// Twenty axe runs on a busy two-core machine: a longer budget than the default.
test.describe.configure({ timeout: 360_000 });

/** An admin page: where it is, the heading that says it has loaded, and its add form if any. */
const PAGES: Array<{ path: string; heading: string; addButton?: string; formHeading?: string }> = [
  { path: paths.admin.dashboard, heading: 'Dashboard' },
  { path: paths.admin.personal, heading: 'Personal Information' },
  {
    path: paths.admin.education,
    heading: 'Education Management',
    addButton: 'Add Education',
    formHeading: 'Add Education',
  },
  {
    path: paths.admin.experience,
    heading: 'Experience Management',
    addButton: 'Add Experience',
    formHeading: 'Add Experience',
  },
  { path: paths.admin.skills, heading: 'Manage Skills', addButton: 'Add Skill', formHeading: 'Add Skill' },
  {
    path: paths.admin.projects,
    heading: 'Manage Projects',
    addButton: 'Add Project',
    formHeading: 'Add New Project',
  },
  { path: paths.admin.notes, heading: 'Manage Notes', addButton: 'Add Note', formHeading: 'Add New Note' },
  {
    path: paths.admin.certifications,
    heading: 'Manage Certifications',
    addButton: 'Add Certification',
    formHeading: 'Add Certification',
  },
  {
    path: paths.admin.services,
    heading: 'Services Management',
    addButton: 'Add Service',
    formHeading: 'Add Service',
  },
  { path: paths.admin.messages, heading: 'Messages' },
  { path: paths.admin.statistics, heading: 'Statistics' },
  { path: paths.admin.settings, heading: 'Dashboard' },
];

async function expectAccessible(page: Page) {
  // Let the list or form settle: spinners and upload bars gone, values in the fields.
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // A form in a modal fades in: measured halfway, its text's contrast is the fade's, not the page's.
  for (const dialog of await page.getByRole('dialog').all()) await expect(dialog).toHaveCSS('opacity', '1');
  // Not 'networkidle': the live admin lists keep Firestore's listen channel open, so the network
  // never goes quiet; the spinners above are what says the page has its content.
  // Soft: one run reports every page's problems, not just the first page's.
  expect.soft(await seriousA11yViolations(page), page.url()).toEqual([]);
}

test('the sign-in page has no serious accessibility problem', async ({ page }) => {
  await page.goto(paths.admin.login);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectAccessible(page);
});

test('every admin page and add form has no serious accessibility problem', async ({ page }) => {
  await signInAsAdmin(page);
  for (const { path, heading, addButton, formHeading } of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectAccessible(page);
      if (addButton && formHeading) {
        await page.getByRole('button', { name: addButton }).first().click();
        await expect(page.getByRole('heading', { name: formHeading })).toBeVisible();
        await expectAccessible(page);
      }
    });
  }
});
