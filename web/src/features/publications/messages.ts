import type { PublicationLink, PublicationType } from '@portfolio/model/collections';

/** Every text of the Publications and paper pages, in one place. */
export const PUBLICATIONS_TEXT = {
  metaTitle: 'Publications | Portfolio',
  metaDescription: 'Papers, preprints, talks and a thesis: each with its abstract, links and citations.',
  eyebrow: 'Research',
  title: 'Publications',
  lead: 'Papers, preprints and talks, newest first. Each has its abstract, its links and a citation to copy.',
  loading: 'Loading publications...',
  loadError: 'Failed to load publications',
  tryAgain: 'Try Again',
  empty: 'No publications to display.',
  filterLabel: 'Filter publications by type',
  all: (n: number) => `All (${n})`,
  /** The tab of one type, plural, with its count. */
  ofType: (type: PublicationType, n: number) => `${TYPE_PLURALS[type]} (${n})`,
  yearHeading: (year: number) => String(year),
  etAl: 'et al.',
};

const TYPE_PLURALS: Record<PublicationType, string> = {
  article: 'Journal articles',
  conference: 'Conference papers',
  preprint: 'Preprints',
  thesis: 'Theses',
  chapter: 'Book chapters',
  talk: 'Talks',
  other: 'Other',
};

/** The small links of a paper, in the order they are shown, then its DOI and arXiv pages. */
export const LINK_LABELS: Record<PublicationLink | 'doi' | 'arxiv', string> = {
  pdf: 'PDF',
  code: 'Code',
  slides: 'Slides',
  video: 'Video',
  poster: 'Poster',
  doi: 'DOI',
  arxiv: 'arXiv',
};

export const PAPER_TEXT = {
  metaTitle: (title: string) => `${title} | Publications | Portfolio`,
  metaDescription: (abstract: string, title: string) => (abstract.trim() || title).slice(0, 160),
  notFoundMetaTitle: 'Publication Not Found | Portfolio',
  loading: 'Loading publication...',
  notFoundTitle: 'Publication Not Found',
  notFoundBody: "The publication you're looking for doesn't exist.",
  backToPublications: 'Back to Publications',
  errorTitle: 'Error',
  errorMessage: 'Failed to load the publication',
  abstract: 'Abstract',
  links: 'Links',
  tags: 'Topics',
  /** A link's accessible name starts with its visible word (WCAG 2.5.3), then says whose it is. */
  linkLabel: (label: string, title: string) => `${label}: ${title}`,
  cite: 'Cite',
  citeDialog: 'Cite this publication',
  citeStyles: 'Citation style',
  copy: 'Copy',
  copied: 'Copied',
  copyLabel: (style: string) => `Copy the ${style} citation`,
};
