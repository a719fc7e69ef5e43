// A module of its own because the renderer (site.ts) and the files it gathers from others
// (outputs/*.ts) all name this shape: kept in site.ts, those would import the
// module that imports them.

/** One file of the rendered site: its path on the site ('/projects/a.html') and its text or bytes. */
export interface SiteFile {
  path: string;
  body: string | Uint8Array;
  /** What siteHash reads instead of the body, for a file whose bytes hold a time (the CV's PDF). */
  hashKey?: string;
}
