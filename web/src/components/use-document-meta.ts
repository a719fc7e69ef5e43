import { use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { ServerRenderContext } from '@/lib/server-render';
import { jsonLdScriptHtml, serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';
import {
  headTags,
  headTagsHtml,
  namedMetaHtml,
  PAGE_META_ATTRIBUTE,
  profileShareImage,
  type NamedMeta,
  type PageMeta,
  type ShareImage,
} from '@/lib/seo/page-meta';
import { useSiteProfile } from './site-profile';

/** What a page adds to its link preview; without it, the profile's share image. */
export interface DocumentShare {
  type?: PageMeta['type'];
  image?: ShareImage;
  jsonLd?: JsonLd[];
  /** The page's own named meta tags (a paper's Google Scholar tags); other pages have none. */
  namedMeta?: readonly NamedMeta[];
  /** False on a 'not found' page: no canonical link, and search engines are asked not to list it. */
  indexable?: boolean;
}

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  let element = document.head.querySelector<T>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  return element;
}

/**
 * JSON-LD blocks are swapped per page. The prerendered ones of the page a visit starts on stay:
 * they were made from all the content, where the page itself may have read only part of it.
 */
function applyJsonLd(path: string, blocks: string[]) {
  const current = [
    ...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
  ];
  if (current.length && current.every((s) => s.dataset.page === path && s.hasAttribute('data-prerendered'))) {
    return;
  }
  for (const script of current) script.remove();
  for (const json of blocks) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.page = path;
    script.textContent = json;
    document.head.append(script);
  }
}

/** The page's own named tags replace the last page's, unless they are the same (a hydrating page). */
function applyNamedMeta(tags: readonly NamedMeta[]) {
  const current = [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${PAGE_META_ATTRIBUTE}]`)];
  const same =
    current.length === tags.length &&
    current.every((m, i) => m.name === tags[i]!.name && m.content === tags[i]!.content);
  if (same) return;
  for (const meta of current) meta.remove();
  for (const { name, content } of tags) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    meta.setAttribute(PAGE_META_ATTRIBUTE, '');
    document.head.append(meta);
  }
}

/**
 * Each route names itself in the tab, in history, for search engines and for link previews:
 * title, description, canonical link, Open Graph, Twitter card, JSON-LD and its own named tags.
 */
export function useDocumentMeta(title: string, description: string, share: DocumentShare = {}) {
  const { pathname } = useLocation();
  const profile = useSiteProfile();
  const meta: PageMeta = {
    title,
    description,
    path: pathname,
    type: share.type ?? 'website',
    image: share.image ?? profileShareImage(profile.name, profile.title),
  };
  const tags = headTags(meta, env.siteUrl, profile.name);
  const jsonLd = (share.jsonLd ?? []).map(serializeJsonLd);

  // Effects never run in the prerenderer: it reads the page's tags here.
  if (import.meta.env.SSR) {
    use(ServerRenderContext)?.setMeta({
      title,
      description,
      head: [
        ...headTagsHtml(tags, share.indexable ?? true),
        ...namedMetaHtml(share.namedMeta ?? []),
        ...(share.jsonLd ?? []).map((v) => jsonLdScriptHtml(v, pathname)),
      ].join('\n    '),
    });
  }

  // Compared as text: the objects are rebuilt on every render.
  const tagsKey = JSON.stringify(tags);
  const jsonLdKey = JSON.stringify(jsonLd);
  const namedMetaKey = JSON.stringify(share.namedMeta ?? []);
  const indexable = share.indexable ?? true;
  useEffect(() => {
    document.title = title;
    upsert('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    }).content = description;
    const { canonical, meta: metaTags } = JSON.parse(tagsKey) as typeof tags;
    if (indexable) {
      upsert<HTMLLinkElement>('link[rel="canonical"]', () => {
        const element = document.createElement('link');
        element.rel = 'canonical';
        return element;
      }).href = canonical;
      document.head.querySelector('meta[name="robots"]')?.remove();
    } else {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      upsert<HTMLMetaElement>('meta[name="robots"]', () => {
        const element = document.createElement('meta');
        element.name = 'robots';
        return element;
      }).content = 'noindex';
    }
    for (const tag of metaTags) {
      upsert<HTMLMetaElement>(`meta[${tag.attr}="${tag.key}"]`, () => {
        const element = document.createElement('meta');
        element.setAttribute(tag.attr, tag.key);
        return element;
      }).content = tag.content;
    }
    applyJsonLd(pathname, JSON.parse(jsonLdKey) as string[]);
    applyNamedMeta(JSON.parse(namedMetaKey) as NamedMeta[]);
  }, [title, description, tagsKey, jsonLdKey, namedMetaKey, pathname, indexable]);
}
