import { expect, test, type Page } from './support/test';
import { services, skills } from '../../scripts/seed/demo-content';
import { ADMIN_STATE, openAdmin } from '../support/admin-session';
import { seed } from '../../scripts/seed/seed';

// /skills and /services show what the admin stores: a skill and a service renamed in the admin
// area appear on the visitor's next visit, although the visitor's browser holds the prerendered
// page and the content it saw before.

const run = Date.now().toString(36);

test.describe.configure({ timeout: 120_000 });

// The renamed demo documents go back to their demo content for later specs.
test.afterAll(async () => {
  await seed({ quiet: true });
});

test('/skills and /services arrive as HTML with the stored content, and hydrate without a mismatch', async ({
  request,
  page,
}) => {
  // Demo content that the built-in defaults do not have: only Firestore can have put it there.
  const databricks = skills.find((s) => s.name === 'Databricks')!;
  const skillsHtml = await (await request.get('/skills')).text();
  expect(skillsHtml).toContain(`>${databricks.name}</li>`);
  expect(skillsHtml).toContain('"skills:all"');
  const servicesHtml = await (await request.get('/services')).text();
  expect(servicesHtml).toContain(services[0]!.description);
  expect(servicesHtml).toContain('"services:all"');

  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  // goto waits until the app has started, that is, hydrated the prerendered markup.
  await page.goto('/skills');
  await expect(page.getByRole('region', { name: 'Big Data' })).toContainText(databricks.name);
  await page.goto('/services');
  await expect(page.getByText(services[0]!.description)).toBeVisible();
  expect(problems).toEqual([]);
});

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test.describe('edited by the admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test('a skill renamed in the Skills manager shows on /skills', async ({ page, browser }) => {
    const renamed = `Kafka Streams ${run}`;
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/skills');
    const bigData = visitor.getByRole('region', { name: 'Big Data' });
    await expect(bigData).toContainText('Apache Kafka');

    await openAdmin(page, 'skills');
    await page.getByRole('button', { name: 'Edit Apache Kafka' }).click();
    await page.getByRole('textbox', { name: 'Skill name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Skill updated')).toBeVisible();

    await visitor.reload();
    await expect(bigData).toContainText(renamed);
    await expect(bigData.getByRole('listitem').filter({ hasText: /^Apache Kafka$/ })).toHaveCount(0);
    await visitor.context().close();
  });

  test('a service renamed and moved in the Services manager shows on /services and Home', async ({
    page,
    browser,
  }) => {
    const renamed = `Model Monitoring ${run}`;
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/services');
    const data = visitor.getByRole('region', { name: 'Data Science & ML' });
    const android = visitor.getByRole('region', { name: 'Android Application Development' });
    await expect(android.getByRole('heading', { level: 3 })).toContainText(['App Optimization']);

    await openAdmin(page, 'services');
    await page.getByRole('button', { name: 'Edit App Optimization' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Data Science & ML' }).click();
    await page.getByRole('combobox', { name: 'Icon', exact: true }).click();
    await page.getByRole('option', { name: 'Brain' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Service saved successfully')).toBeVisible();

    await visitor.reload();
    await expect(data.getByRole('heading', { level: 3 })).toHaveText([
      'Predictive Modeling',
      'Data Visualization',
      'Statistical Analysis',
      'ETL Pipeline Development',
      renamed,
    ]);
    await expect(android.getByRole('heading', { level: 3 })).toHaveText([
      'Custom App Development',
      'UI/UX Design',
      'App Maintenance & Updates',
    ]);
    await expect(
      data.getByRole('listitem').filter({ hasText: renamed }).locator('svg.tabler-icon-brain'),
    ).toHaveCount(1);

    await visitor.goto('/');
    await expect(visitor.getByRole('region', { name: 'My Services' })).toContainText(renamed);
    await visitor.context().close();
  });
});
