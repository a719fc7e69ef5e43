import { PUBLICATION_LINKS } from '@portfolio/model/collections';
import type { Publication } from '@/data/publications/model';
import { arxivUrl, doiUrl, pdfUrlOf } from '@/lib/seo/scholar';
import { isUsableUrl } from '@/lib/urls';
import { LINK_LABELS } from './messages';

export interface PaperLink {
  key: string;
  label: string;
  href: string;
}

/**
 * A paper's links as plain addresses, in the order shown: its PDF (the uploaded one first), code,
 * slides, video, poster, then its DOI and arXiv pages. Missing links and the '#' placeholder are
 * left out.
 */
export function paperLinks(paper: Publication): PaperLink[] {
  const links: PaperLink[] = [];
  for (const key of PUBLICATION_LINKS) {
    const href = key === 'pdf' ? pdfUrlOf(paper) : paper.urls[key];
    if (isUsableUrl(href)) links.push({ key, label: LINK_LABELS[key], href: href.trim() });
  }
  if (paper.doi) links.push({ key: 'doi', label: LINK_LABELS.doi, href: doiUrl(paper.doi) });
  if (paper.arxiv_id) links.push({ key: 'arxiv', label: LINK_LABELS.arxiv, href: arxivUrl(paper.arxiv_id) });
  return links;
}
