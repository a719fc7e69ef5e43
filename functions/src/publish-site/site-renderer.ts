// The publish function's renderer: @portfolio/site-render over the web app's SSR build and the
// client build it goes with, the same code and build `npm run prerender` uses. functions/build.mjs
// bundles this file on its own (lib/site-renderer.mjs, loaded by renderer.ts on the first publish),
// because functions deploy from functions/ alone and the SSR build is large.
import manifest from 'web/dist/.vite/manifest.json';
import inlineStyles from 'web/dist/.vite/inline-styles.json';
import shell from 'web/dist/app-shell.html';
import * as server from 'web/server';
import { latinFonts, renderSite } from '@portfolio/site-render';
// The CV's PDF fonts travel inside the bundle (functions deploy without the workspace's
// node_modules): the same files as CV_FONT_MODULES, bytes through esbuild's binary loader.
import cvBold from '@fontsource/inter/files/inter-latin-700-normal.woff';
import cvRegular from '@fontsource/inter/files/inter-latin-400-normal.woff';

export { siteHash, writeSite, PROJECT_PAGES_PATTERN as projectPagesPattern } from '@portfolio/site-render';

export const render = () =>
  renderSite(server, {
    shell,
    manifest,
    fonts: latinFonts(manifest),
    inlineStyles,
    cvFonts: { regular: cvRegular, bold: cvBold },
  });
