import { expect, test } from './support/test';
import { projectPath, publicationPath } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { publicationAddress } from '@portfolio/model/publications';
import {
  education,
  experience,
  personalInfo,
  projects,
  publications,
  skills,
} from '../../scripts/seed/demo-content';
import { expectTitle, trackPageErrors } from './public-helpers';
import { expectImageLoaded, seededUrl } from './support/demo-media';

const featuredNewestFirst = projects
  .filter((p) => p.featured)
  .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
  .slice(0, 3);

/** The selected papers the home page lists: the newest three by their own date. */
const selectedNewestFirst = publications
  .filter((p) => p.selected)
  .sort((a, b) => b.year - a.year || (b.month ?? 0) - (a.month ?? 0) || (b.day ?? 0) - (a.day ?? 0))
  .slice(0, 3);

function byOrder<T extends { order_index: number }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.order_index - b.order_index);
}

test.describe('home page', () => {
  test('shows the six sections in order with the demo content and their limits', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');

    const hero = page.locator('section').first();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(personalInfo.name);
    await expect(hero.getByText(personalInfo.tagline)).toBeVisible();
    const photo = hero.getByRole('img', { name: new RegExp(personalInfo.name) });
    await expect(photo).toHaveAttribute('src', seededUrl(personalInfo.profile_image));
    await expectImageLoaded(photo);
    await expect(hero.getByRole('link', { name: 'View My Work' })).toHaveAttribute('href', '/projects');
    await expect(hero.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact');
    await expectTitle(page, /Portfolio/);

    const h2 = page.locator('main h2');
    await expect(h2).toHaveText([
      'About Me',
      'My Skills',
      'Featured Projects',
      'Selected Publications',
      'Latest Notes',
      'My Services',
      /together/,
    ]);

    // About Me teaser: intro, detail, the first two education and experience entries.
    const about = page.getByRole('region', { name: 'About Me' });
    await expect(about.getByText(personalInfo.about_intro)).toBeVisible();
    const [firstEdu, secondEdu, thirdEdu] = byOrder(education);
    await expect(about.getByText(firstEdu!.degree, { exact: true })).toBeVisible();
    await expect(about.getByText(secondEdu!.degree, { exact: true })).toBeVisible();
    await expect(about.getByText(thirdEdu!.degree, { exact: true })).toHaveCount(0);
    const [firstJob, secondJob, thirdJob] = byOrder(experience);
    await expect(about.getByText(firstJob!.position, { exact: true })).toBeVisible();
    await expect(about.getByText(secondJob!.position, { exact: true })).toBeVisible();
    await expect(about.getByText(thirdJob!.position, { exact: true })).toHaveCount(0);
    await expect(about.getByRole('link', { name: 'Learn More About Me' })).toHaveAttribute('href', '/about');

    // My Skills: the first 3 categories (query order), the 6 strongest of each, strongest first.
    const skillsSection = page.getByRole('region', { name: 'My Skills' });
    const categories = [...new Set(skills.map((s) => s.category))].sort().slice(0, 3);
    await expect(skillsSection.getByRole('heading', { level: 3 })).toHaveText(categories);
    for (const category of categories) {
      const ranked = skills
        .filter((s) => s.category === category)
        // Equal proficiency: by name, as the page and Firestore's id order both give.
        .sort((a, b) => b.proficiency - a.proficiency || a.name.localeCompare(b.name))
        .map((s) => s.name);
      const card = skillsSection
        .locator('div', { has: page.getByRole('heading', { name: category, exact: true }) })
        .last();
      await expect(card.getByRole('progressbar')).toHaveCount(Math.min(6, ranked.length));
      const escaped = ranked.slice(0, 6).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      await expect(card).toHaveText(new RegExp(escaped.join('[\\s\\S]*')));
      for (const hidden of ranked.slice(6))
        await expect(card.getByText(hidden, { exact: true })).toHaveCount(0);
    }
    await expect(skillsSection.getByRole('link', { name: 'View All Skills' })).toHaveAttribute(
      'href',
      '/skills',
    );

    // Featured Projects: up to 3 featured, newest first, each linking to its page.
    const featured = page.getByRole('region', { name: 'Featured Projects' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(
      featuredNewestFirst.map((p) => p.title),
    );
    await expect(featured.getByRole('link', { name: /View Details/ }).first()).toHaveAttribute(
      'href',
      projectPath(projectAddress(featuredNewestFirst[0]!)),
    );
    await expect(featured.getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );

    // Selected Publications: the newest three selected papers, each title linking to its page.
    const papers = page.getByRole('region', { name: 'Selected Publications' }).getByRole('listitem');
    await expect(papers.getByRole('link')).toHaveText(selectedNewestFirst.map((p) => p.title));
    await expect(papers.first().getByRole('link')).toHaveAttribute(
      'href',
      publicationPath(publicationAddress(selectedNewestFirst[0]!)),
    );

    const services = page.getByRole('region', { name: 'My Services' });
    await expect(services.getByRole('link', { name: 'Explore My Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(page.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(errors).toEqual([]);
  });

  test('reveals scroll-animation elements once their top passes 90% of the viewport', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(personalInfo.name);
    const cta = page.locator('.scroll-animation').last();
    await expect(cta).not.toHaveClass(/\banimated\b/);

    const viewport = page.viewportSize()!;
    // Put the element's top just below the 90% line: still waiting.
    await cta.evaluate(
      (el, h) => window.scrollBy(0, el.getBoundingClientRect().top - h * 0.9 - 20),
      viewport.height,
    );
    await page.waitForTimeout(300);
    await expect(cta).not.toHaveClass(/\banimated\b/);
    // Hidden while it waits (faded out once the app watches it), shown once revealed.
    await expect(cta).toHaveCSS('opacity', '0');
    // ...then just above it.
    await page.evaluate(() => window.scrollBy(0, 60));
    await expect(cta).toHaveClass(/\banimated\b/);
    await expect(cta).toHaveCSS('opacity', '1');
  });

  test('navigation bar turns to glass after 50 px, pages start at the top, fonts are marked loaded', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/fonts-loaded/);
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(200);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-scrolled');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Services' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the layout has every navigation link, the footer sentence, fixed contact info and the year', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Experience',
      'Skills',
      'Projects',
      'Services',
      'Contact',
    ]);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText(
        'Results-driven Data Scientist and Android Developer, transforming data into decisions and building smart mobile experiences.',
      ),
    ).toBeVisible();
    await expect(footer.getByRole('navigation').getByRole('link')).toHaveText([
      'Home',
      'About',
      'Projects',
      'Services',
      'Contact',
    ]);
    await expect(footer).toContainText(personalInfo.email);
    await expect(footer).toContainText(personalInfo.phone);
    await expect(footer).toContainText('linkedin.com/in/alex-morgan-data');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});
