import { expect, test } from './support/test';
import { projectPath } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { ALL_FILE_KINDS_PROJECT, projectFiles, projects } from '../../scripts/seed/demo-content';
import { BATCH_GET, trackPageErrors } from './public-helpers';
import { expectImageLoaded, seededUrl } from './support/demo-media';

const project = projects.find((p) => p.id === ALL_FILE_KINDS_PROJECT)!;
const files = projectFiles
  .filter((f) => f.project_id === project.id)
  .sort((a, b) => a.order_index - b.order_index || a.created_at.getTime() - b.created_at.getTime());
const isMedia = (type: string) => type.startsWith('image/') || type.startsWith('video/');
const media = files.filter((f) => isMedia(f.file_type));
const others = files.filter((f) => !isMedia(f.file_type));

test.describe('project detail', () => {
  test('shows the project, its technologies, links, gallery and files', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(projectPath(projectAddress(project)));
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(project.title));
    const image = page.getByRole('img', { name: project.title });
    await expect(image).toHaveAttribute('src', seededUrl(project.image_url));
    await expectImageLoaded(image);
    await expect(page.getByRole('link', { name: 'Live Demo' })).toHaveAttribute('href', project.live_url);
    await expect(page.getByRole('link', { name: 'Source Code' })).toHaveAttribute('href', project.code_url);

    const tech = page.getByRole('region', { name: 'Technologies Used' });
    for (const tag of project.tags) await expect(tech.getByText(tag, { exact: true })).toBeVisible();

    const gallery = page.getByRole('region', { name: 'Media Gallery' });
    // Each tile is named by what it shows (kind, then name), so voice users can say what they see.
    const tiles = gallery.getByRole('button');
    await expect(tiles).toHaveCount(media.length);
    for (const [i, file] of media.entries()) {
      const kind = file.file_type.startsWith('video/') ? 'VIDEO' : 'IMAGE';
      await expect(tiles.nth(i)).toHaveAccessibleName(
        new RegExp(`^${kind} ${file.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
    }
    await expect(gallery.getByText('IMAGE', { exact: true })).toHaveCount(
      media.filter((f) => f.file_type.startsWith('image/')).length,
    );
    await expect(gallery.getByText('VIDEO', { exact: true })).toHaveCount(
      media.filter((f) => f.file_type.startsWith('video/')).length,
    );

    const filesRegion = page.getByRole('region', { name: 'Project Files' });
    const items = filesRegion.getByRole('listitem');
    await expect(items).toHaveCount(others.length);
    // The demo files cover every file-type label, in the stored order.
    await expect(items.locator('.mantine-Badge-root')).toHaveText([
      'PDF',
      'ZIP',
      'APK',
      'PPT',
      'XLS',
      'DOC',
      'FILE',
    ]);
    for (const file of others) {
      const view = items.filter({ hasText: file.name }).getByRole('link', { name: /^View/ });
      await expect(view).toHaveText('View');
      await expect(view).toHaveAttribute('href', seededUrl(file.file_url));
      await expect(view).toHaveAttribute('target', '_blank');
    }
    expect(errors).toEqual([]);
  });

  test('the viewer counts, navigates with arrows and buttons, keeps focus and closes with Escape', async ({
    page,
  }) => {
    await page.goto(projectPath(projectAddress(project)));
    const first = page.getByRole('region', { name: 'Media Gallery' }).getByRole('button').first();
    await first.click();

    const dialog = page.getByRole('dialog', { name: 'Media viewer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`1 of ${media.length}`)).toBeVisible();
    const shown = dialog.getByRole('img', { name: media[0]!.description });
    await expect(shown).toHaveAttribute('src', seededUrl(media[0]!.file_url));
    await expectImageLoaded(shown);

    // Limited to 95% of the viewport.
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(viewport.width * 0.95 + 1);
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.95 + 1);

    // Focus stays inside while open (on an image: nothing of the browser's own video controls).
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`1 of ${media.length}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`2 of ${media.length}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByText(`1 of ${media.length}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();

    await first.click();
    for (let i = 1; i < media.length; i++) await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(`${media.length} of ${media.length}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`${media.length} of ${media.length}`)).toBeVisible();

    const last = media[media.length - 1]!;
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      seededUrl(last.file_url),
    );
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', seededUrl(last.file_url));
    await expect(video).toHaveAttribute('controls', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(true);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test("says 'Loading project details...' first and shows the not-found state for an unknown id", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(BATCH_GET, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/projects/no-such-project');
    await expect(page.getByText('Loading project details...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
    await expect(page.getByText("The project you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test("a failed load toasts 'Error' / 'Failed to load project details', then shows not found", async ({
    page,
  }) => {
    // A prerendered detail page carries its project; one reached from the list has to read it.
    await page.goto('/projects');
    await page.route(BATCH_GET, (route) => route.abort('failed'));
    await page.getByRole('link', { name: `View Details: ${project.title}` }).click();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Failed to load project details');
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  });
});
