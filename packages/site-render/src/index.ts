// Content -> static files: pages, head tags, the embedded content, the boot script's place, the
// sitemap and robots, paper citations, the CV and the share image (site.ts and its outputs/). Used by
// `npm run prerender` and the publish-site function alike.
export { latinFonts, pageAssets, pageFile, type Manifest } from './assets';
export { headTags } from './head';
export { deferEntryScript, injectPage, type BootScript } from './inject';
export { renderSite, type RenderedSite } from './site';
export { CONTENT_PAGES_PATTERN, isContentPage, PROJECT_PAGES_DIR } from './site-paths';
export { siteHash } from './site-hash';
export {
  noteTags,
  sitePages,
  type CacheEntries,
  type SiteNote,
  type SiteContent,
  type SiteNotebook,
  type SiteProject,
  type SitePublication,
} from './content';
export type { RenderedPage, SiteApp, SiteBuild, SiteServer } from './output';
export type { SiteFile } from './site-file';
export { cvFiles, CV_FONT_MODULES, loadCvFonts } from './outputs/cv';
export { renderCvPdf, type CvPdfFonts } from './cv-pdf';
export { writeSite } from './write-site';
export { redirectFile, type Redirect } from './outputs/redirects';
export { renderPageFile } from './outputs/pages';
