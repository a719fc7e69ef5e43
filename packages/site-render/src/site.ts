// The whole static site as a function of its content, shared by `npm run prerender` (first
// deploy, from a terminal) and the publish-site function (later publishes, from the admin area):
// the same pages, share tags, JSON-LD, sitemap, CV and share image either way. It reads nothing
// and writes nothing: the content comes in as one value (the web app's loadSiteContent), and the
// files go back to the caller, who puts them anywhere (web/dist, or a new Hosting version).
import type { PartialPage, SkippedPage } from '@portfolio/model/site-publish';
import type { SiteContent } from './content';
import type { Rendered, SiteBuild, SiteOutput } from './output';
import { caseStudies } from './outputs/case-studies';
import { citations } from './outputs/citations';
import { cvOutput } from './outputs/cv';
import { feeds } from './outputs/feeds';
import { noteBodies } from './outputs/note-bodies';
import { notebooks } from './outputs/notebooks';
import { notFoundPage } from './outputs/not-found';
import { pages } from './outputs/pages';
import { redirects } from './outputs/redirects';
import { indexedPageCount, searchIndex } from './outputs/search-index';
import { shareImage } from './outputs/share-image';
import { crawlerFiles } from './outputs/sitemap';
import type { SiteFile } from './site-file';

/**
 * Every kind of file the site is made of, in the order they are made: a new one (a feed, a search
 * index) is one more module in outputs/ and one more entry here. Pages come first, since the
 * sitemap leaves out the pages they skipped and a redirect never takes a page's place.
 */
const OUTPUTS: readonly SiteOutput[] = [
  pages,
  crawlerFiles,
  caseStudies,
  notebooks,
  citations,
  noteBodies,
  feeds,
  searchIndex,
  redirects,
  notFoundPage,
  cvOutput,
  shareImage,
];

export interface RenderedSite {
  /** Every file, by site path ('/index.html'), sorted. */
  files: SiteFile[];
  /** Files left out with the reason; the sitemap does not list them. */
  skipped: SkippedPage[];
  /**
   * Pages written with a note in place of a part that could not be rendered (a notebook whose file
   * could not be read): they go live and stay listed, and the admin is told which and why.
   */
  partial: PartialPage[];
  /** The read time every page embeds (the content's readAt), which siteHash leaves out. */
  renderedAt: number;
  /** How many pages the search index covers. */
  searchPages: number;
}

/** Every file of the site from `content`; fails only when the content or the build is unusable. */
export async function renderSite(content: SiteContent, build: SiteBuild): Promise<RenderedSite> {
  if (content.failures.length && !Object.keys(content.entries).length) {
    throw new Error(`Firestore answered nothing (${content.failures[0]})`);
  }
  const site: Rendered & { partial: PartialPage[] } = { files: [], skipped: [], partial: [] };
  for (const output of OUTPUTS) {
    const { files, skipped, partial = [] } = await output.render(content, build, site);
    site.files.push(...files);
    site.skipped.push(...skipped);
    site.partial.push(...partial);
  }
  site.files.sort((a, b) => a.path.localeCompare(b.path));
  return { ...site, renderedAt: content.readAt, searchPages: indexedPageCount(site.files) };
}
