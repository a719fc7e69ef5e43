/**
 * What citation-js imports as node-fetch and sync-fetch, in the browser build: it fetches only
 * remote inputs (a DOI or a link to look up), which the site never gives it, so the browser's own
 * fetch stands in and the Node implementations (and the Node modules they import) stay out of the
 * admin's import chunk. vite.config.ts points both names here.
 */
function browserFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, init);
}
browserFetch.Headers = globalThis.Headers;

export const Headers = globalThis.Headers;
export default browserFetch;
