/**
 * The site's search index: built with the pages by every render (prerender and Publish), served
 * beside them, and read by the visitors' search dialog. Shared so both sides name it once.
 */

/** Where the index lives on the site; a publish replaces everything in it as a whole. */
export const SEARCH_INDEX_DIR = '/pagefind/';

/**
 * Every file of the current index, as `{ files: string[] }` of site paths: what the dialog fetches
 * once after its first search, so the service worker holds all of it and search works offline.
 */
export const SEARCH_OFFLINE_LIST = `${SEARCH_INDEX_DIR}offline.json`;

/** What a result can be, the filter the dialog offers: every indexed page is exactly one. */
export const SEARCH_TYPES = ['project', 'notebook', 'note', 'paper', 'page'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The filter's name in the index. */
export const SEARCH_TYPE_FILTER = 'type';
