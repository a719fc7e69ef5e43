import { expect, test } from './support/test';
import { certifications, education, experience, personalInfo } from '../../scripts/seed/demo-content';
import { consoleErrors, expectTitle, trackPageErrors } from './public-helpers';
import { expectImageLoaded, seededUrl } from './support/demo-media';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthYear = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const range = (start: string, end: string | null) =>
  `${monthYear(start)} - ${end ? monthYear(end) : 'Present'}`;

test('about: profile, contact details with the LinkedIn @handle, story and education', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/about');
  await expectTitle(page, /About/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
  const photo = page.getByRole('img', { name: new RegExp(personalInfo.name) });
  await expect(photo).toHaveAttribute('src', seededUrl(personalInfo.profile_image));
  await expectImageLoaded(photo);
  await expect(page.getByRole('heading', { name: personalInfo.name })).toBeVisible();
  await expect(page.getByRole('link', { name: personalInfo.email })).toHaveAttribute(
    'href',
    `mailto:${personalInfo.email}`,
  );
  await expect(page.getByRole('main').getByRole('link', { name: personalInfo.phone })).toHaveAttribute(
    'href',
    /^tel:\+1415/,
  );
  await expect(page.getByRole('link', { name: '@alex-morgan-data' })).toHaveAttribute(
    'href',
    personalInfo.linkedin,
  );
  await expect(page.getByText(personalInfo.about_detail)).toBeVisible();

  const list = page.getByRole('region', { name: 'Education' });
  for (const entry of education) {
    const item = list.locator('div', { has: page.getByRole('heading', { name: entry.degree }) }).last();
    await expect(item).toContainText(entry.institution);
    await expect(item).toContainText(range(entry.start_date, entry.end_date));
    if (entry.description) await expect(item).toContainText(entry.description);
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
    'href',
    '/contact',
  );
  expect(errors).toEqual([]);
});

test("experience: timeline with 'Present' and 'Key Responsibilities', then the certifications", async ({
  page,
}) => {
  await page.goto('/experience');
  await expectTitle(page, /Experience/);
  const entries = page.getByRole('main').getByRole('article');
  await expect(entries).toHaveCount(experience.length);
  const ordered = [...experience].sort((a, b) => a.order_index - b.order_index);
  for (const [i, job] of ordered.entries()) {
    const entry = entries.nth(i);
    await expect(entry.getByRole('heading')).toHaveText(job.position);
    await expect(entry).toContainText(job.company);
    await expect(entry).toContainText(range(job.start_date, job.end_date));
    if (job.description) await expect(entry).toContainText(job.description);
    await expect(entry.getByText('Key Responsibilities')).toHaveCount(
      job.responsibilities.length > 0 ? 1 : 0,
    );
    await expect(entry.getByRole('listitem')).toHaveText(job.responsibilities);
  }
  const certs = page.getByRole('region', { name: 'Certifications' }).getByRole('listitem');
  await expect(certs.getByRole('heading')).toHaveText(
    [...certifications].sort((a, b) => a.order_index - b.order_index).map((c) => c.title),
  );
  await expect(certs.first()).toContainText(certifications[0]!.issuer);
});

test('skills: the five static groups and eight soft skills', async ({ page }) => {
  await page.goto('/skills');
  await expectTitle(page, /Skills/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Programming Languages',
    'ML & Data Science',
    'Tools & Technologies',
    'Big Data',
    'Android Development',
    'Soft Skills',
  ]);
  await expect(page.getByRole('region', { name: 'Soft Skills' }).getByRole('listitem')).toHaveCount(8);
});

test("services: both sections of four, 'My Process' in four steps and 'Contact Me Now'", async ({ page }) => {
  await page.goto('/services');
  await expectTitle(page, /Services/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Services' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Data Science & ML' }).getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Predictive Modeling',
    'Data Visualization',
    'Statistical Analysis',
    'ETL Pipeline Development',
  ]);
  await expect(
    page.getByRole('region', { name: 'Android Application Development' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Custom App Development', 'UI/UX Design', 'App Optimization', 'App Maintenance & Updates']);
  await expect(
    page.getByRole('region', { name: 'My Process' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Discovery', 'Planning', 'Development', 'Delivery']);
  await page.getByRole('link', { name: 'Contact Me Now' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('an unknown route shows the 404 page, logs it, and returns home', async ({ page }) => {
  // The 404 is logged once, as a warning: a stale link is no error of the site's.
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') logged.push(message.text());
  });
  const errors = consoleErrors(page);
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(
    page.getByText("Sorry, the page you are looking for doesn't exist or has been moved."),
  ).toBeVisible();
  // The page is readable before the app starts; the log comes once it has.
  await expect
    .poll(() => logged.filter((line) => line.includes('404') && line.includes('/this/page/does-not-exist')))
    .toHaveLength(1);
  expect(errors).toEqual([]);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: personalInfo.name })).toBeVisible();
});
