// Every public page as the HTML file Hosting serves: the app's HTML for it inside the client
// build's shell, with its head tags, its content embedded and its boot script.
import { noteTagPath } from '@portfolio/model/routes';
import type { SkippedPage } from '@portfolio/model/site-publish';
import { pageAssets, pageFile } from '../assets';
import { noteTags, sitePages, type SiteContent } from '../content';
import { feedLinkTags, tagName } from '../feed-links';
import { headTags } from '../head';
import { imagePreload } from '../image-preload';
import { injectPage } from '../inject';
import { reasonOf, type SiteBuild, type SiteOutput } from '../output';
import type { SiteFile } from '../site-file';

/**
 * One page as the file Hosting serves; throws when the page cannot be rendered or placed. Also how
 * a preview of a draft renders its one page (feedLinks empty).
 */
export async function renderPageFile(
  path: string,
  content: SiteContent,
  build: SiteBuild,
  feedLinks: string[],
): Promise<SiteFile> {
  const { app, shell, manifest, fonts = [], inlineStyles } = build;
  const file = `/${pageFile(path)}`;
  const page = await app.renderPage(path, content.entries);
  const head = [
    app.colorSchemeScript,
    headTags({
      manifest,
      routeIds: page.routeIds,
      sections: page.sections ?? [],
      preconnect: app.firestoreOrigin,
      fonts,
      inlineStyles,
    }),
    imagePreload(page.html),
    page.seoHead,
    ...feedLinks,
  ]
    .filter(Boolean)
    .join('\n    ');
  const { scripts } = pageAssets(manifest, page.routeIds);
  return { path: file, body: injectPage(shell, { ...page, head, chunks: scripts }, app.bootScript) };
}

/**
 * A page that cannot be rendered (a project whose content breaks the page, or whose path cannot be
 * a file) is left out and named with the reason: one bad document must not keep every other page
 * from going live. Not one page rendered is a broken build, and fails the render.
 */
export const pages: SiteOutput = {
  async render(content, build) {
    const files: SiteFile[] = [];
    const skipped: SkippedPage[] = [];
    const owner = content.profile.name.trim();
    const siteFeeds = feedLinkTags(owner);
    // A tag's page announces its own feeds beside the site's.
    const tagFeeds = new Map(
      [...noteTags(content.notes)].map(([address, notes]) => [
        noteTagPath(address),
        feedLinkTags(owner, { address, name: tagName(address, notes) }),
      ]),
    );
    for (const { path } of sitePages(content)) {
      try {
        files.push(await renderPageFile(path, content, build, tagFeeds.get(path) ?? siteFeeds));
      } catch (error) {
        skipped.push({ path, reason: reasonOf(error) });
      }
    }
    if (!files.length) throw new Error(`no page could be rendered (${skipped[0]?.reason ?? 'no pages'})`);
    return { files, skipped };
  },
};
