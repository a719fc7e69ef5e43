// `npm run prerender`, after `npm run build`: renders every public page to static HTML with the
// content Firestore has now (the emulators', or the real project's for a deploy), so a first visit
// paints the page before any JavaScript runs. The browser then hydrates it (web/src/main.tsx).
// Pages added after a prerender still work: Hosting answers them with the app shell, and the app
// puts the same link-preview tags in the head once it runs (crawlers need the next prerender).
// It also writes the share image of the profile, /sitemap.xml and /robots.txt.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/emulator-env.mjs';
import { runOrExit } from './lib/run.mjs';
import { latinFonts } from './prerender/html.mjs';
import { loadPhoto, renderShareImage } from './prerender/share-image.mjs';
import { renderSite } from './prerender/site.mjs';
import { writeSite } from './prerender/write-site.mjs';

const WEB = join(ROOT, 'web');
const DIST = join(WEB, 'dist');
const SERVER_DIR = join(WEB, 'dist-server');

runOrExit(
  'npx',
  ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn'],
  {
    cwd: WEB,
  },
);

const server = await import(pathToFileURL(join(SERVER_DIR, 'entry-server.js')).href);
const shell = readFileSync(join(DIST, 'app-shell.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

const fonts = latinFonts(readdirSync(join(DIST, 'assets')));
if (fonts.length < 2)
  console.warn('prerender: a Latin font is missing from the assets; pages do not preload it');

let site;
try {
  site = await renderSite(server, { shell, manifest, fonts });
} catch (error) {
  console.error(`prerender: ${error.message}; is Firestore running? Pages stay on the app shell.`);
  process.exit(1);
}
const { files, entries, failures, skipped } = site;
for (const failure of failures) console.warn(`prerender: could not read ${failure}`);
// A skipped page is left on the app shell; the others still go out.
for (const { path, reason } of skipped) console.warn(`prerender: skipped ${path}: ${reason}`);
const removed = writeSite(DIST, files);
for (const path of removed) console.log(`prerender: removed ${path} (its project is gone)`);

const profile = server.shareProfile(entries);
const photo = await loadPhoto(profile.profileImage, DIST);
if (!photo) console.warn(`prerender: could not draw ${profile.profileImage}; the share image shows initials`);
writeFileSync(join(DIST, profile.file), await renderShareImage({ ...profile, photo }));

console.log(
  `prerender: ${files.length - 2} pages, ${profile.file.slice(1)}, sitemap.xml and robots.txt written to web/dist for ${server.siteUrl}`,
);
