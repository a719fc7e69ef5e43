import { expect, test } from './support/test';
import { cvPdfFileName } from '@portfolio/model/cv';
import { CV_FILES } from '@portfolio/model/routes';
import { certifications, education, experience, personalInfo } from '../../scripts/seed/demo-content';
import { expectTitle, trackPageErrors } from './public-helpers';

test('cv: every experience, education entry and certification of the content, in one column', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await page.goto('/cv');
  await expectTitle(page, /CV/);
  await expect(page.getByRole('heading', { level: 1, name: personalInfo.name })).toBeVisible();
  await expect(page.getByRole('link', { name: personalInfo.email })).toHaveAttribute(
    'href',
    `mailto:${personalInfo.email}`,
  );
  // The phone number stays off the CV until the owner shows it.
  await expect(page.getByRole('main')).not.toContainText(personalInfo.phone);

  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'Summary',
    'Experience',
    'Education',
    'Certifications',
    'Skills',
    'Selected projects',
    'Publications',
  ]);
  for (const { position, company } of experience) {
    await expect(page.getByRole('heading', { level: 3, name: position })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(company);
  }
  for (const { degree } of education) {
    await expect(page.getByRole('heading', { level: 3, name: degree })).toBeVisible();
  }
  for (const { title } of certifications) await expect(page.getByRole('main')).toContainText(title);

  // Person JSON-LD names the CV and its PDF.
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('"DigitalDocument"');
  expect(jsonLd).toContain(CV_FILES.pdf);

  // Printed, the CV is the document alone: no navigation, no footer, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: personalInfo.name })).toBeVisible();
  expect(errors).toEqual([]);
});

test("Download CV on the home page and the About page saves the PDF under the owner's name", async ({
  page,
}) => {
  for (const path of ['/', '/about']) {
    await page.goto(path);
    const link = page.getByRole('main').getByRole('link', { name: 'Download CV' });
    await expect(link).toHaveAttribute('href', CV_FILES.pdf);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(cvPdfFileName(personalInfo.name));
  }
  const pdf = await page.request.get(CV_FILES.pdf);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const resume = await page.request.get(CV_FILES.jsonResume);
  expect(((await resume.json()) as { basics: { name: string } }).basics.name).toBe(personalInfo.name);
});
