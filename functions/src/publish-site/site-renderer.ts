// The publish function's renderer: @portfolio/site-render over the web app's SSR build and the
// client build it goes with, the same code and build `npm run prerender` uses. functions/build.mjs
// bundles this file on its own (lib/site-renderer.mjs, loaded by renderer.ts on the first publish),
// because functions deploy from functions/ alone and the SSR build is large.
import manifest from 'web/dist/.vite/manifest.json';
import inlineStyles from 'web/dist/.vite/inline-styles.json';
import shell from 'web/dist/app-shell.html';
import * as server from 'web/server';
import { latinFonts, renderPageFile, renderSite, type SiteBuild } from '@portfolio/site-render';
import { readSiteFile } from '@portfolio/site-render/share-image';
import type { PublicDb } from '@portfolio/model/public-db';
// The fonts of the CV's PDF and of the share image travel inside the bundle (functions deploy
// without the workspace's node_modules): the same files as CV_FONT_MODULES and
// SHARE_IMAGE_FONT_MODULES, bytes through esbuild's binary loader.
import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff';
import interSemibold from '@fontsource/inter/files/inter-latin-600-normal.woff';
import displayBold from '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff';

export { siteHash, writeSite, CONTENT_PAGES_PATTERN as contentPagesPattern } from '@portfolio/site-render';

/** A file the content names by site path (the default profile photo): see render. */
function siteFileReader(siteDir: string | null) {
  return (src: string) =>
    siteDir || /^https?:\/\//i.test(src)
      ? readSiteFile(src, siteDir ?? '')
      : readSiteFile(new URL(src, `${server.siteUrl}/`).href, '');
}

const build: SiteBuild = {
  app: server,
  shell,
  manifest,
  fonts: latinFonts(manifest),
  inlineStyles,
  cvFonts: { regular: interRegular, bold: interBold },
  shareImageFonts: { regular: interRegular, semibold: interSemibold, display: displayBold },
};

/**
 * Reads the content now on `db` (the function's Admin SDK) and renders the site from it. A file the content names by site path (the
 * default profile photo) is read from `siteDir`, the folder the Hosting emulator serves, or else
 * fetched from the live site, which serves the same build.
 */
export async function render(db: PublicDb, siteDir: string | null) {
  const content = await server.loadSiteContent(server.dbReader(db, siteFileReader(siteDir)));
  const site = await renderSite(content, build);
  return { ...site, failures: content.failures };
}

/**
 * One page, `path`, from the content on `db`, as Hosting would serve it after a publish: the
 * preview of a draft reads through a view of the database in which that draft is published.
 */
export async function renderPreview(db: PublicDb, siteDir: string | null, path: string): Promise<string> {
  const content = await server.loadSiteContent(server.dbReader(db, siteFileReader(siteDir)));
  const { body } = await renderPageFile(path, content, build, []);
  return typeof body === 'string' ? body : new TextDecoder().decode(body);
}
