import { SHARE_IMAGE } from '@portfolio/model/routes';
import { isUsableUrl } from '@/lib/urls';
import { absoluteUrl } from './urls';

/** Project images are scaled to the recommended project size on upload. */
const PROJECT_IMAGE_SIZE = { width: 600, height: 400 } as const;

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** The route, '/projects/abc'; made absolute with the site URL. */
  path: string;
  type: 'website' | 'article';
  image: ShareImage;
}

interface MetaTag {
  /** Open Graph uses `property`, Twitter and description use `name`. */
  attr: 'property' | 'name';
  key: string;
  content: string;
}

/**
 * A page's own `<meta name content>` beyond the previews' (Google Scholar's citation_* tags):
 * several may share a name, so they are replaced as a set, marked as the page's.
 */
export interface NamedMeta {
  name: string;
  content: string;
}

/** The attribute that marks a page's own named tags, so the next page can take them away. */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

interface HeadTags {
  canonical: string;
  meta: MetaTag[];
}

/** The profile's share image, described for people who cannot see it. */
export function profileShareImage(name: string, title: string): ShareImage {
  return {
    url: SHARE_IMAGE.path,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt: `${name}, ${title}`,
  };
}

/**
 * A project's own image when it has one previews can show; otherwise (none, '#', or an SVG that
 * Facebook, LinkedIn and X refuse) the profile's share image.
 */
export function projectShareImage(
  project: { title: string; image_url: string },
  fallback: ShareImage,
): ShareImage {
  const url = project.image_url.trim();
  if (!isUsableUrl(url) || /\.svg(?:[?#]|$)/i.test(url)) return fallback;
  return { url, ...PROJECT_IMAGE_SIZE, alt: project.title };
}

/** Canonical link, Open Graph and the Twitter large-image card of one page, all URLs absolute. */
export function headTags(meta: PageMeta, siteUrl: string, siteName: string): HeadTags {
  const url = absoluteUrl(siteUrl, meta.path);
  const image = absoluteUrl(siteUrl, meta.image.url);
  const og = (key: string, content: string): MetaTag => ({ attr: 'property', key: `og:${key}`, content });
  const twitter = (key: string, content: string): MetaTag => ({
    attr: 'name',
    key: `twitter:${key}`,
    content,
  });
  return {
    canonical: url,
    meta: [
      og('type', meta.type),
      og('site_name', siteName),
      og('title', meta.title),
      og('description', meta.description),
      og('url', url),
      og('image', image),
      og('image:width', String(meta.image.width)),
      og('image:height', String(meta.image.height)),
      og('image:alt', meta.image.alt),
      twitter('card', 'summary_large_image'),
      twitter('title', meta.title),
      twitter('description', meta.description),
      twitter('image', image),
      twitter('image:alt', meta.image.alt),
    ],
  };
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The same tags as static HTML, for the prerendered page. A page search engines should not list
 * (the not-found page) names no canonical address and says so instead.
 */
export function headTagsHtml({ canonical, meta }: HeadTags, indexable = true): string[] {
  return [
    indexable
      ? `<link rel="canonical" href="${escapeAttr(canonical)}">`
      : '<meta name="robots" content="noindex">',
    ...meta.map((tag) => `<meta ${tag.attr}="${tag.key}" content="${escapeAttr(tag.content)}">`),
  ];
}

/** A page's own named tags as static HTML, marked as the page's. */
export function namedMetaHtml(tags: readonly NamedMeta[]): string[] {
  return tags.map(
    ({ name, content }) =>
      `<meta name="${escapeAttr(name)}" content="${escapeAttr(content)}" ${PAGE_META_ATTRIBUTE}>`,
  );
}
