/**
 * Names a prerendered page and the app that hydrates it must agree on: the renderer writes them
 * into the HTML, the browser reads them back.
 */

/** The element id of the content a page was rendered with (JSON), embedded beside its markup. */
export const CONTENT_SNAPSHOT_ID = 'public-content';

/**
 * Marks an element whose inner HTML is a field of the embedded content (a rendered write-up or
 * notebook): the snapshot points at the element instead of carrying that HTML a second time.
 */
export const EMBEDDED_HTML_ATTRIBUTE = 'data-embedded-html';

/** The window property where the boot script keeps an install offer made before the app runs. */
export const INSTALL_PROMPT_GLOBAL = '__installPrompt';

/**
 * The key of the content mark in a page's embedded content: when public content last changed, as
 * the render read it (milliseconds, or null). The page compares it with the live mark.
 */
export const CONTENT_MARK_KEY = 'site:content-mark';

/**
 * Hosting answers every path that is no page of the site with this file and status 404: the
 * not-found page, prerendered.
 */
export const NOT_FOUND_FILE = '/404.html';

/**
 * Marks the not-found page's markup. The prerendered not-found page answers unknown addresses
 * the app may still have a route for (a project added since the last publish): there the app
 * renders its own page instead of hydrating this one.
 */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found-page';
