// `npm run prerender`, after `npm run build`: renders every public page to static HTML with the
// content Firestore has now (the emulators', or the real project's for a deploy), so a first visit
// paints the page before any JavaScript runs. The browser then hydrates it (web/src/app/boot/start.tsx).
// Pages added after a prerender still work: Hosting answers them with the app shell, and the app
// puts the same link-preview tags in the head once it runs (crawlers need the next prerender).
// It also writes the share image of the profile, /sitemap.xml, /robots.txt and the CV's
// /cv.pdf and /resume.json.
//
// The rendering itself is @portfolio/site-render's, the same the publish-site function runs, over
// the SSR build that `npm run build` makes beside the client build (web/dist-server).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  latinFonts,
  loadCvFonts,
  renderSite,
  writeSite,
  type Manifest,
  type SiteContent,
  type SiteServer,
} from '@portfolio/site-render';
import { loadShareImageFonts, readSiteFile } from '@portfolio/site-render/share-image';
import { SHARE_IMAGE } from '@portfolio/model/routes';

const WEB = resolve(import.meta.dirname, '..', 'web');
const DIST = join(WEB, 'dist');
const SERVER = join(WEB, 'dist-server', 'entry-server.js');

if (!existsSync(SERVER) || !existsSync(join(DIST, 'app-shell.html'))) {
  console.error('prerender: the site is not built; run `npm run build` first.');
  process.exit(1);
}
const app = (await import(pathToFileURL(SERVER).href)) as SiteServer;
const shell = readFileSync(join(DIST, 'app-shell.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

// Small stylesheets go in the pages (web/vite/inline-styles.ts); a build without the list links them all.
const inlineStylesFile = join(DIST, '.vite', 'inline-styles.json');
const inlineStyles = existsSync(inlineStylesFile)
  ? (JSON.parse(readFileSync(inlineStylesFile, 'utf8')) as Record<string, string>)
  : {};

const fonts = latinFonts(manifest);
if (fonts.length < 2)
  console.warn('prerender: a Latin font is missing from the assets; pages do not preload it');

// A site path (the default photo) is read from the build, a URL (Storage) fetched.
const readFile = async (src: string) => {
  const bytes = await readSiteFile(src, DIST);
  if (!bytes) console.warn(`prerender: could not read ${src}; the share image shows initials`);
  return bytes;
};

let site: Awaited<ReturnType<typeof renderSite>>;
let content: SiteContent;
try {
  content = await app.loadSiteContent(app.liteReader(readFile));
  site = await renderSite(content, {
    app,
    shell,
    manifest,
    fonts,
    inlineStyles,
    cvFonts: loadCvFonts(),
    shareImageFonts: loadShareImageFonts(),
  });
} catch (error) {
  console.error(
    `prerender: ${error instanceof Error ? error.message : String(error)}; is Firestore running? Pages stay on the app shell.`,
  );
  process.exit(1);
}
const { files, skipped, partial } = site;
for (const failure of content.failures) console.warn(`prerender: could not read ${failure}`);
// A skipped page is left on the app shell; the others still go out.
for (const { path, reason } of skipped) console.warn(`prerender: skipped ${path}: ${reason}`);
// A notebook whose file could not be read: its page goes out saying so, with the download. A
// paper whose citations could not be made: its page goes out without the Cite menu.
for (const { path, reason } of partial)
  console.warn(`prerender: ${path} written without a part that could not be rendered: ${reason}`);
const removed = writeSite(DIST, files);
for (const path of removed) console.log(`prerender: removed ${path} (its project or paper is gone)`);

console.log(
  `prerender: ${files.filter((f) => f.path.endsWith('.html')).length} pages, ${SHARE_IMAGE.path.slice(1)}, sitemap.xml, robots.txt, cv.pdf and resume.json written to web/dist for ${content.siteUrl}`,
);
