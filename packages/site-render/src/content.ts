// What the site is made of: one value, read once (the web app's loadSiteContent, with the reader
// it is given), then rendered by every output without another read. A hand-built value renders
// the same way, which is how the tests and, later, previews of drafts work.
import type { CvContent } from '@portfolio/model/cv';
import { notebookPath, projectPath, STATIC_PUBLIC_PATHS } from '@portfolio/model/routes';

/** The reads the pages render from and embed, by the app's query key, as its store keeps them. */
export type CacheEntries = Record<string, { data: unknown; savedAt: number }>;

/** A rendered notebook among a project's files: its page's content and the images beside it. */
export interface SiteNotebook {
  /** The file's document id: its page's address under the project's. */
  id: string;
  createdAt: Date | null;
  /** What its page shows, also written as JSON beside the page. */
  view: unknown;
  /** Images taken out of its outputs (`name`: `<hash>.png`). */
  images: ReadonlyArray<{ name: string; bytes: Uint8Array }>;
  /**
   * Why its file could not be rendered (its download failed), when it could not: its page still
   * goes live, with a note and the download in place of the notebook, and the render names it.
   */
  failure?: string;
}

/** A listed project, as the outputs beyond its page need it. */
export interface SiteProject {
  /** Its address on the site: its slug, or its id while it has none. */
  address: string;
  /** Where it was before (its document id, earlier slugs): those addresses lead to it. */
  earlierAddresses: readonly string[];
  createdAt: Date | null;
  /** The rendered case study its page reads (HTML and contents), when it has one. */
  caseStudy?: unknown;
  notebooks: readonly SiteNotebook[];
}

/** What the share image shows. */
export interface ShareProfile {
  name: string;
  title: string;
  /** The profile photo's bytes (any format sharp decodes); null draws the initials. */
  photo: Uint8Array | null;
}

export interface SiteContent {
  /** The absolute address every canonical link, redirect and sitemap entry starts with. */
  siteUrl: string;
  entries: CacheEntries;
  /** When the content was read: every embedded snapshot says this time (siteHash leaves it out). */
  readAt: number;
  /** Reads that failed, `key: reason`; their pages render a loading state. */
  failures: readonly string[];
  projects: readonly SiteProject[];
  profile: ShareProfile;
  /** What /cv.pdf and /resume.json are made from (the /cv page's reads). */
  cv: CvContent;
}

/** A public page and, when the content says, when it last changed. */
export interface SitePage {
  path: string;
  lastmod: Date | null;
}

/**
 * Every public page the content has, in the order of the navigation, then each project's page and
 * its notebooks' pages. A project's lastmod is when it was created (projects keep no other date);
 * the home and projects pages take the newest of them, as they list the projects.
 */
export function sitePages({ projects }: Pick<SiteContent, 'projects'>): SitePage[] {
  const newest = projects.reduce<Date | null>(
    (latest, p) => (p.createdAt && (!latest || p.createdAt > latest) ? p.createdAt : latest),
    null,
  );
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({
      path,
      lastmod: path === '/' || path === '/projects' ? newest : null,
    })),
    ...projects.map((p) => ({ path: projectPath(p.address), lastmod: p.createdAt })),
    ...projects.flatMap((p) =>
      p.notebooks.map((n) => ({ path: notebookPath(p.address, n.id), lastmod: n.createdAt })),
    ),
  ];
}
