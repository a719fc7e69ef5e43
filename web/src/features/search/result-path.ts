/**
 * The app's path for a result's URL. The index is built from the prerendered files, and Hosting
 * serves them with clean URLs: `/notes/a.html` is the page `/notes/a`, `/about/index.html` is
 * `/about`. A URL of another origin is left as it is.
 */
export function resultPath(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  const clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const withoutSlash = clean.length > 1 ? clean.replace(/\/$/, '') : clean;
  return withoutSlash + rest;
}

/** A path the app's router can show without leaving the page. */
export function isInAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
