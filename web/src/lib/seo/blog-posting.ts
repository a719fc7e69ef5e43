import type { BlogPosting, WithContext } from 'schema-dts';
import { noteAddress } from '@portfolio/model/notes';
import { notePath } from '@portfolio/model/routes';
import { isUsableUrl } from '@/lib/urls';
import { absoluteUrl } from './urls';

/** The stored fields a note's JSON-LD reads. */
export interface BlogPostingInput {
  id: string;
  slug?: string;
  title: string;
  summary: string;
  tags: readonly string[];
  image_url: string;
  published_at: Date | null;
}

/**
 * A note for search engines: a BlogPosting by the site's owner, with its date, summary, cover,
 * tags and, once its body was rendered, how long it takes to read. Made from the stored note, as
 * text: the page's head escapes it like every other tag.
 */
export function blogPostingJsonLd(
  siteUrl: string,
  note: BlogPostingInput,
  author: string,
  minutes?: number,
): WithContext<BlogPosting> {
  const page = absoluteUrl(siteUrl, notePath(noteAddress(note)));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: note.title,
    name: note.title,
    url: page,
    mainEntityOfPage: page,
    author: { '@type': 'Person', name: author, url: absoluteUrl(siteUrl, '/') },
    ...(note.published_at ? { datePublished: note.published_at.toISOString() } : {}),
    ...(note.summary.trim() ? { description: note.summary.trim() } : {}),
    ...(isUsableUrl(note.image_url) ? { image: absoluteUrl(siteUrl, note.image_url) } : {}),
    ...(note.tags.length ? { keywords: note.tags.join(', ') } : {}),
    ...(minutes ? { timeRequired: `PT${minutes}M` } : {}),
  };
}
