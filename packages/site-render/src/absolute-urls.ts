// Addresses read away from the site, where nothing resolves a relative one: a crawler reads the
// sitemap's, and a feed reader shows a note with no page around it to resolve its links against.
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

/** A URL with a scheme ('https:', 'mailto:', 'data:') is already absolute; '//host/x' is not. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A site path on the site's address: '/notes/a' -> 'https://example.com/notes/a'. */
export const siteAddress = (siteUrl: string, path: string): string =>
  `${siteUrl.trim().replace(/\/+$/, '')}${path}`;

/**
 * `url` resolved as the page at `base` would resolve it ('#part', 'a.png', '/x', '//host/x');
 * absolute URLs stay exactly as written, and a value no URL parser can read is left as it is.
 */
export function absoluteUrl(url: string, base: string): string {
  const value = url.trim();
  if (!value || HAS_SCHEME.test(value)) return url;
  try {
    return new URL(value, base).href;
  } catch {
    return url;
  }
}

/** Each candidate's URL of a srcset resolved, its width or density descriptor kept. */
const absoluteSrcset = (srcset: string, base: string) =>
  srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [absoluteUrl(url, base), ...descriptor].join(' ');
    })
    .join(', ');

/** The attributes that hold one address, by their hast property name. */
const URL_PROPERTIES = ['href', 'src', 'poster', 'cite'] as const;

/**
 * The HTML with every link, image and media address (href, src, srcset, poster, cite) resolved
 * against `base`, the address of the page it is shown on: an anchor ('#intro') stays on that
 * page, a site path ('/demo/a.webp') goes to the site.
 */
export function absoluteHtml(html: string, base: string): string {
  const tree: Root = fromHtml(html, { fragment: true });
  visit(tree, 'element', (node: Element) => {
    const { properties } = node;
    for (const name of URL_PROPERTIES) {
      const value = properties[name];
      if (typeof value === 'string') properties[name] = absoluteUrl(value, base);
    }
    // hast keeps srcset as the text it was given, candidates separated by commas.
    const { srcSet } = properties;
    if (typeof srcSet === 'string') properties.srcSet = absoluteSrcset(srcSet, base);
  });
  return toHtml(tree);
}
