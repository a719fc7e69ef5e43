import type { DocumentShare } from '@/components/use-document-meta';
import { useSiteProfile } from '@/components/site-profile';
import { env } from '@/config/env';
import type { PublicNote } from '@/data/notes/public-note';
import { blogPostingJsonLd } from '@/lib/seo/blog-posting';
import { profileShareImage, projectShareImage } from '@/lib/seo/page-meta';

/**
 * A note's link preview shows its cover (or the profile's share image), and its JSON-LD describes
 * it as a BlogPosting. Built in the browser too, so a note added after the last prerender gets the
 * same tags once the app runs.
 */
export function useNoteShare(note: PublicNote, minutes: number | undefined): DocumentShare {
  const profile = useSiteProfile();
  return {
    type: 'article',
    image: projectShareImage(note, profileShareImage(profile.name, profile.title)),
    jsonLd: [blogPostingJsonLd(env.siteUrl, note, profile.name, minutes)],
    indexable: true,
  };
}
