/**
 * The public pages every visitor can open, in the order of the navigation bar, the sitemap and
 * the prerendered files. The web app routes them; the prerender, the sitemap and the browser
 * tests walk the same list.
 */
export const PUBLIC_PATHS = {
  home: '/',
  about: '/about',
  experience: '/experience',
  skills: '/skills',
  projects: '/projects',
  publications: '/publications',
  notes: '/notes',
  services: '/services',
  contact: '/contact',
  cv: '/cv',
} as const;

/** The public pages that exist whatever the content is: every page but a project's or a paper's own. */
export const STATIC_PUBLIC_PATHS: readonly string[] = Object.values(PUBLIC_PATHS);

/** A project's own public page. */
export const projectPath = (id: string) => `${PUBLIC_PATHS.projects}/${encodeURIComponent(id)}`;

/**
 * A project's case study as rendered by the last prerender or publish (HTML and its table of
 * contents, as JSON): what the project page reads when it was not opened from its own
 * prerendered file. Beside the project pages, so a publish replaces and removes it with them.
 */
export const caseStudyPath = (id: string) =>
  `${PUBLIC_PATHS.projects}/${encodeURIComponent(id)}.case-study.json`;

/** A paper's own public page (by its address: its slug, or its id while it has none). */
export const publicationPath = (address: string) =>
  `${PUBLIC_PATHS.publications}/${encodeURIComponent(address)}`;

/**
 * A paper's five citations (BibTeX, APA, IEEE, Chicago, RIS) as the last prerender or publish
 * wrote them, as JSON: what its page reads when it was not opened from its own prerendered file.
 * The citation engine runs only there, never in a visitor's browser.
 */
export const publicationCitationsPath = (address: string) => `${publicationPath(address)}.cite.json`;

/** A note's own public page (by its address: its slug, or its id while it has none). */
export const notePath = (address: string) => `${PUBLIC_PATHS.notes}/${encodeURIComponent(address)}`;

/**
 * A note's rendered body (HTML, its table of contents, whether it needs KaTeX's stylesheet) as
 * JSON beside its page, for a visit that did not start on it: as a case study is.
 */
export const noteBodyPath = (address: string) => `${notePath(address)}.body.json`;

/** The page of the notes with one tag, by the tag's address (tagSlug in notes.ts). */
export const noteTagPath = (tagAddress: string) =>
  `${PUBLIC_PATHS.notes}/tags/${encodeURIComponent(tagAddress)}`;

/**
 * The feeds of the newest notes, whole-site and per tag (beside the tag's page), each in RSS 2.0,
 * Atom 1.0 and JSON Feed 1.1, made by every render.
 */
export const FEED_FILES = { rss: '/feed.xml', atom: '/atom.xml', json: '/feed.json' } as const;
export type FeedFormat = keyof typeof FEED_FILES;
export const noteTagFeedPath = (tagAddress: string, format: FeedFormat) =>
  `${noteTagPath(tagAddress)}${FEED_FILES[format]}`;

/** A Jupyter notebook among a project's files, rendered as a page of its own (by the file's id). */
export const notebookPath = (projectId: string, fileId: string) =>
  `${projectPath(projectId)}/notebooks/${encodeURIComponent(fileId)}`;

/** The rendered notebook as JSON beside its page, for a visit that did not start on it. */
export const notebookDataPath = (projectId: string, fileId: string) =>
  `${notebookPath(projectId, fileId)}.json`;

/** An image the render took out of a notebook's outputs, beside its page (`name`: `<hash>.png`). */
export const notebookImagePath = (projectId: string, fileId: string, name: string) =>
  `${notebookPath(projectId, fileId)}.${name}`;

/** The CV's two files beside its page: the PDF and JSON Resume, written by every render. */
export const CV_FILES = { pdf: '/cv.pdf', jsonResume: '/resume.json' } as const;

/**
 * The link-preview image of every page without its own, drawn by every render from the profile
 * (1200 x 630, the size Facebook, LinkedIn and X show large).
 */
export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;
