// Content -> static files: pages, head tags, the embedded content, the boot script's place, the
// sitemap and robots. Used by `npm run prerender` and the publish-site function alike. The share
// image (sharp and satori, too heavy for the function) is its own entry: ./share-image.
export { latinFonts, pageAssets, pageFile, type Manifest } from './assets';
export { headTags } from './head';
export { deferEntryScript, injectPage, type BootScript } from './inject';
export {
  isProjectPage,
  PROJECT_PAGES_DIR,
  PROJECT_PAGES_PATTERN,
  renderSite,
  siteHash,
  type ClientBuild,
  type SiteServer,
} from './site';
export type { SiteFile } from './site-file';
export { cvFiles, CV_FONT_MODULES, loadCvFonts } from './cv-files';
export { renderCvPdf, type CvPdfFonts } from './cv-pdf';
export { writeSite } from './write-site';
export { redirectFile, type Redirect } from './redirect-page';
