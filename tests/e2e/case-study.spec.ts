import { expect, test } from './support/test';
import { projectPath } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { projects } from '../../scripts/seed/demo-content';
import { embeddedContent, trackPageErrors } from './public-helpers';
import { seriousA11yViolations } from './support/axe';

const churn = projects.find((p) => p.id === 'proj-churn-prediction')!;

test.describe('case study', () => {
  test('the churn project shows its write-up with highlighted code, a formula and a table, drawn ahead of time', async ({
    page,
    request,
  }) => {
    // The prerendered file already holds the rendered write-up: nothing needs JavaScript to draw it.
    const html = await (await request.get(projectPath(projectAddress(churn)))).text();
    expect(html).toContain('class="katex');
    expect(html).toContain('class="shiki');
    // The content the page hydrates with points at the drawn write-up instead of repeating it.
    expect(embeddedContent(html)).not.toContain('katex');

    const errors = trackPageErrors(page);
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(projectPath(projectAddress(churn)));

    const study = page.getByRole('region', { name: 'Case Study' });
    await expect(study.getByRole('heading', { name: 'The method' })).toBeVisible();
    await expect(study.locator('.katex-display')).toBeVisible();
    await expect(study.locator('.katex-display annotation')).toContainText('\\mathcal{L}');
    const code = study.locator('pre.shiki');
    await expect(code).toContainText('import lightgbm as lgb');
    // Highlighted: the keyword has a colour of its own, not the code's.
    const keyword = code.getByText('import', { exact: true }).first();
    expect(await keyword.evaluate((e) => getComputedStyle(e).color)).not.toBe(
      await code.evaluate((e) => getComputedStyle(e).color),
    );
    await expect(study.getByRole('table')).toContainText('LightGBM (selected)');
    await expect(study.getByRole('cell', { name: '0.91' })).toBeVisible();
    // The wide code, table and formula each scroll by keyboard too: axe finds nothing serious.
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The contents link to the headings.
    await study.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(/#section-results$/);
    await expect(study.getByRole('heading', { name: 'Results' })).toBeInViewport();

    // KaTeX's stylesheet is on this page, and its fonts with the write-up on screen; no Markdown,
    // math or highlighting code ran.
    await expect(page.locator('link[rel="stylesheet"][href*="katex"]')).toHaveCount(2);
    expect(scripts.filter((url) => /render-markdown|katex|shiki/i.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a project opened from the list reads its rendered write-up, and one without shows none', async ({
    page,
  }) => {
    await page.goto('/projects');
    await page.getByRole('link', { name: `View Details: ${churn.title}` }).click();
    const study = page.getByRole('region', { name: 'Case Study' });
    await expect(study.locator('pre.shiki')).toContainText('import lightgbm as lgb');

    const other = projects.find((p) => !p.case_study)!;
    await page.goto(projectPath(projectAddress(other)));
    await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Case Study' })).toHaveCount(0);
    await expect(page.locator('link[rel="stylesheet"][href*="katex"]')).toHaveCount(0);
  });
});
