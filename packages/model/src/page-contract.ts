/**
 * Names a prerendered page and the app that hydrates it must agree on: the renderer writes them
 * into the HTML, the browser reads them back.
 */

/** The element id of the content a page was rendered with (JSON), embedded beside its markup. */
export const CONTENT_SNAPSHOT_ID = 'public-content';

/** The window property where the boot script keeps an install offer made before the app runs. */
export const INSTALL_PROMPT_GLOBAL = '__installPrompt';

/**
 * The key of the content mark in a page's embedded content: when public content last changed, as
 * the render read it (milliseconds, or null). The page compares it with the live mark.
 */
export const CONTENT_MARK_KEY = 'site:content-mark';
