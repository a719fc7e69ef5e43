/**
 * Where a paper's own page is: /publications/<its slug, or its id while it has none>. The CV and
 * the home page link there; a stand-in for the route table's entry until the paper pages add one.
 */
export const PUBLICATIONS_PAGE = '/publications';

export const publicationPagePath = (paper: { id: string; slug?: string | undefined }) =>
  `${PUBLICATIONS_PAGE}/${encodeURIComponent(paper.slug || paper.id)}`;
