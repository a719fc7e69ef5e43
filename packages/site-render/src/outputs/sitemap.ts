// /sitemap.xml and /robots.txt: every page the render wrote, for crawlers.
import { siteAddress } from '../absolute-urls';
import { sitePages } from '../content';
import { only, type SiteOutput } from '../output';

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
      `    <loc>${escapeXml(siteAddress(siteUrl, path))}</loc>`,
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
    `Sitemap: ${siteAddress(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Pages the render skipped are not listed, so crawlers are not sent to a page that was not written. */
export const crawlerFiles: SiteOutput = {
  render(content, _build, before) {
    const skipped = new Set(before.skipped.map((s) => s.path));
    const listed = sitePages(content).filter((page) => !skipped.has(page.path));
    return only([
      { path: '/sitemap.xml', body: sitemapXml(content.siteUrl, listed) },
      { path: '/robots.txt', body: robotsTxt(content.siteUrl) },
    ]);
  },
};
