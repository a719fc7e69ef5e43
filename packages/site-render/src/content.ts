// What the site is made of: one value, read once (the web app's loadSiteContent, with the reader
// it is given), then rendered by every output without another read. A hand-built value renders
// the same way, which is how the tests and, later, previews of drafts work.
import type { CvContent } from '@portfolio/model/cv';
import { noteTags } from '@portfolio/model/notes';
import {
  notebookPath,
  notePath,
  noteTagPath,
  projectPath,
  PUBLIC_PATHS,
  publicationPath,
  STATIC_PUBLIC_PATHS,
} from '@portfolio/model/routes';

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

/** A paper, as the outputs beyond its page need it. */
export interface SitePublication {
  /** Its address on the site: its slug, or its id while it has none. */
  address: string;
  /** Where it was before (its document id, earlier slugs): those addresses lead to it. */
  earlierAddresses: readonly string[];
  createdAt: Date | null;
  /** Its five citations (BibTeX, APA, IEEE, Chicago, RIS), written as JSON beside its page. */
  citations?: Readonly<Record<string, string>>;
  /**
   * Why its citations could not be made, when they could not: its page still goes live, without
   * the Cite menu, and the render names it.
   */
  failure?: string;
}

/** A note, as its page's neighbours, its tag pages and the feeds need it. */
export interface SiteNote {
  /** Its document id: what it is called for good, whatever its address becomes. */
  id: string;
  /** Its address on the site: its slug, or its id while it has none. */
  address: string;
  /** Where it was before (its document id, earlier slugs): those addresses lead to it. */
  earlierAddresses: readonly string[];
  title: string;
  summary: string;
  /** Its rendered body: safe HTML, as its page shows it (links and images may be site-relative). */
  html: string;
  /**
   * What its page reads of the body when the visit started elsewhere (the HTML, its table of
   * contents, its reading time), written as JSON beside the page; absent when it has none.
   */
  body?: unknown;
  /** As the admin wrote them; a tag's page is at noteTagPath(tagSlug(tag)). */
  tags: readonly string[];
  /** The date it shows and sorts by; the notes are given newest first. */
  publishedAt: Date | null;
  createdAt: Date | null;
  /** Its cover image's URL, or empty. */
  image: string;
  /**
   * Why its body could not be rendered, when it could not: its page still goes live, with its
   * summary in place of the body, and the render names it.
   */
  failure?: string;
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
  publications: readonly SitePublication[];
  /** Newest first (publishedAt). */
  notes: readonly SiteNote[];
  profile: ShareProfile;
  /** What /cv.pdf and /resume.json are made from (the /cv page's reads). */
  cv: CvContent;
}

/** A public page and, when the content says, when it last changed. */
export interface SitePage {
  path: string;
  lastmod: Date | null;
}

/** The newest of these dates, or null when none is known. */
const newest = (dates: ReadonlyArray<Date | null>) =>
  dates.reduce<Date | null>((latest, d) => (d && (!latest || d > latest) ? d : latest), null);

/** Each tag's address with the notes that carry it (newest first, as given), in order of first use. */
export { noteTags };

/**
 * Every public page the content has, in the order of the navigation, then each project's page and
 * its notebooks' pages, then each paper's page, each note's and each tag's. A project's or paper's
 * lastmod is when it was created (they keep no other date), a note's its publish date; the pages
 * that list them take the newest of them (the home and projects pages the projects', the
 * publications page the papers', the notes page and a tag's page the notes').
 */
export function sitePages({
  projects,
  publications,
  notes,
}: Pick<SiteContent, 'projects' | 'publications' | 'notes'>): SitePage[] {
  const newestProject = newest(projects.map((p) => p.createdAt));
  const newestPaper = newest(publications.map((p) => p.createdAt));
  const newestNote = newest(notes.map((n) => n.publishedAt));
  const listed: Record<string, Date | null> = {
    [PUBLIC_PATHS.home]: newest([newestProject, newestNote]),
    [PUBLIC_PATHS.projects]: newestProject,
    [PUBLIC_PATHS.publications]: newestPaper,
    [PUBLIC_PATHS.notes]: newestNote,
  };
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path, lastmod: listed[path] ?? null })),
    ...projects.map((p) => ({ path: projectPath(p.address), lastmod: p.createdAt })),
    ...projects.flatMap((p) =>
      p.notebooks.map((n) => ({ path: notebookPath(p.address, n.id), lastmod: n.createdAt })),
    ),
    ...publications.map((p) => ({ path: publicationPath(p.address), lastmod: p.createdAt })),
    ...notes.map((n) => ({ path: notePath(n.address), lastmod: n.publishedAt })),
    ...[...noteTags(notes)].map(([tag, tagged]) => ({
      path: noteTagPath(tag),
      lastmod: newest(tagged.map((n) => n.publishedAt)),
    })),
  ];
}
