import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://alex.example.com/', [
    { path: '/' },
    { path: '/projects/a%26b', lastmod: new Date('2026-03-04T10:00:00Z') },
    { path: '/projects/c', lastmod: new Date('invalid') },
    { path: "/projects/<x>&'", lastmod: null },
  ]);

  it('lists every page with an absolute, escaped location', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain('<loc>https://alex.example.com/</loc>');
    expect(xml).toContain('<loc>https://alex.example.com/projects/a%26b</loc>');
    expect(xml).toContain('<loc>https://alex.example.com/projects/&lt;x&gt;&amp;&apos;</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('gives lastmod as a W3C date only when the data has a valid one', () => {
    expect(xml).toContain('<lastmod>2026-03-04</lastmod>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin area and names the sitemap', () => {
    const robots = robotsTxt('https://alex.example.com');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Sitemap: https://alex.example.com/sitemap.xml\n');
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });
});
