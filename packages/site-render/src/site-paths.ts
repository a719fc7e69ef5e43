// Where a render's project and paper pages live on the site, shared by the renderer's outputs,
// writeSite and the Hosting target (which replaces them as a whole set).

/**
 * Project pages live in this folder of the site, with their data files (a rendered case study as
 * .json) and their notebooks' pages (in <project>/notebooks/, with their data and images); a
 * publish owns every .html and .json file in it and every file of a notebooks folder.
 */
export const PROJECT_PAGES_DIR = 'projects';

/** The folder of a project's notebook pages, inside PROJECT_PAGES_DIR/<project>/. */
export const NOTEBOOK_PAGES_DIR = 'notebooks';

/**
 * Paper pages live in this folder, each with its citations (.cite.json); a publish owns every
 * .html and .json file in it.
 */
export const PUBLICATION_PAGES_DIR = 'publications';

/**
 * Note pages live in this folder, each with its rendered body (.body.json), and the tag pages in
 * its tags/ folder, each with its feeds in tags/<tag>/; a publish owns all of them.
 */
export const NOTE_PAGES_DIR = 'notes';

/**
 * The search index's folder (every file in it and its subfolders): its files are named by their
 * content, so each publish leaves the last one's behind unless it replaces the folder whole.
 */
export const SEARCH_INDEX_FOLDER = 'pagefind';

/**
 * The project, paper and note pages and the search index as a regular expression that Hosting's
 * RE2 also reads (versions:clone exclude).
 */
export const CONTENT_PAGES_PATTERN = `^/(${PROJECT_PAGES_DIR}/[^/]+(\\.(html|json)|/${NOTEBOOK_PAGES_DIR}/[^/]+)|${PUBLICATION_PAGES_DIR}/[^/]+\\.(html|json)|${NOTE_PAGES_DIR}/([^/]+\\.(html|json)|tags/[^/]+(\\.html|/[^/]+))|${SEARCH_INDEX_FOLDER}/.+)$`;

/**
 * True for the files a publish replaces as a whole set: project, paper and note pages and the
 * search index. A page that the new set lacks belongs to a deleted project or paper and must go,
 * so its URL answers what any unknown URL answers; an index file it lacks belongs to an older index.
 */
export function isContentPage(path: string): boolean {
  return new RegExp(CONTENT_PAGES_PATTERN).test(path);
}
