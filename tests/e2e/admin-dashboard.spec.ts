import { expect, test } from './support/test';
import { COLLECTIONS } from '@portfolio/model/collections';
import { certifications, experience, projects, services, skills } from '../../scripts/seed/demo-content';
import { seed } from '../../scripts/seed/seed';
import { ADMIN_STATE, openAdmin } from '../support/admin-session';
import { adminApp } from '../support/emulator';

// Exactly the demo content (earlier specs may have added or removed documents).
test.use({ storageState: ADMIN_STATE });

test.beforeAll(async () => {
  await seed({ force: true, quiet: true });
});

test('the dashboard counts match the seeded content and link to each manager', async ({ page }) => {
  const count = async (name: string) => (await adminApp().db.collection(name).count().get()).data().count;
  const [messages, notes] = await Promise.all([count(COLLECTIONS.contactMessages), count(COLLECTIONS.notes)]);
  const expected = [
    ['Projects', projects.length, '/admin/projects'],
    ['Notes', notes, '/admin/notes'],
    ['Skills', skills.length, '/admin/skills'],
    ['Experience', experience.length, '/admin/experience'],
    ['Certifications', certifications.length, '/admin/certifications'],
    ['Services', services.length, '/admin/services'],
    ['Messages', messages, '/admin/messages'],
  ] as const;

  await openAdmin(page);
  for (const [label, count, href] of expected) {
    const card = page.getByRole('region', { name: label });
    await expect(card.getByText(String(count), { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Manage →' })).toHaveAttribute('href', href);
  }

  await page.getByRole('region', { name: 'Projects' }).getByRole('link', { name: 'Manage →' }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByRole('heading', { name: 'Manage Projects', level: 1 })).toBeVisible();
});

test('a new project raises the projects count', async ({ page }) => {
  const { db } = adminApp();
  const ref = db.collection(COLLECTIONS.projects).doc('e2e-dashboard-extra');
  await ref.set({
    title: 'Dashboard count probe',
    description: 'Added by the dashboard test',
    image_url: '',
    tags: [],
    featured: false,
    status: 'published',
    category: 'data',
    code_url: '',
    live_url: '',
    created_at: new Date(),
  });
  try {
    await openAdmin(page);
    const card = page.getByRole('region', { name: 'Projects' });
    await expect(card.getByText(String(projects.length + 1), { exact: true })).toBeVisible();
  } finally {
    await ref.delete();
  }
});
