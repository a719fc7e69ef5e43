import { absoluteUrl } from './urls';

interface SitemapEntry {
  path: string;
  /** When the page's content last changed, if the data says. */
  lastmod?: Date | null;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** W3C date (YYYY-MM-DD), the form every search engine reads; invalid dates are left out. */
function w3cDate(date: Date | null | undefined): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return date.toISOString().slice(0, 10);
}

/** /sitemap.xml: every public page, absolute, with its last change when known. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const date = w3cDate(lastmod);
    return [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>`,
      ...(date ? [`    <lastmod>${date}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt: everything but the admin area may be crawled, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
