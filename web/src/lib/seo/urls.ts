/** The site's origin without a trailing slash: 'https://example.com/' -> 'https://example.com'. */
function normalizeSiteUrl(siteUrl: string): string {
  return siteUrl.trim().replace(/\/+$/, '');
}

/**
 * Link previews and search engines need absolute URLs: a site path ('/demo/a.webp') is put on the
 * site's origin, an http(s) URL (a Storage download URL) stays as it is.
 */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  const value = pathOrUrl.trim();
  if (/^https?:\/\//i.test(value)) return value;
  const path = value.startsWith('/') ? value : `/${value}`;
  return `${normalizeSiteUrl(siteUrl)}${path === '/' ? '/' : path}`;
}
