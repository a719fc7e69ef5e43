/**
 * What a publication's identifiers look like when stored: as written in the paper, never as a
 * link, so the pages, the citations and a re-import compare like with like. firestore.rules states
 * the same patterns (isDoi, isArxivId, isCiteKey).
 */
import { PUBLICATION_LIMITS } from './limits';

/** "10.1145/3292500.3330701": the DOI prefix, a slash, then printable characters without spaces. */
export const DOI_PATTERN = /^10\.[0-9]{4,9}\/[!-~]+$/;
/** "2401.01234", "2401.01234v2", or the old form "cs/0112017", "math.GT/0309136v1". */
export const ARXIV_ID_PATTERN = /^([0-9]{4}\.[0-9]{4,5}|[a-z-]+(\.[A-Z]{2})?\/[0-9]{7})(v[0-9]+)?$/;
/** A BibTeX key as tools write them ("vaswani2017", "DBLP:conf/nips/VaswaniSPUJGKP17"). */
export const CITE_KEY_PATTERN = /^[A-Za-z0-9_:./+@-]*$/;

export const isDoi = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= PUBLICATION_LIMITS.doi && DOI_PATTERN.test(v);
export const isArxivId = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= PUBLICATION_LIMITS.arxivId && ARXIV_ID_PATTERN.test(v);
export const isCiteKey = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= PUBLICATION_LIMITS.citeKey && CITE_KEY_PATTERN.test(v);

/** A DOI as written, from a DOI, a "doi:" form or a resolver link; null when it is none. */
export function normalDoi(value: string): string | null {
  const bare = value
    .trim()
    .replace(/^(https?:\/\/)?(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');
  return isDoi(bare) ? bare : null;
}

/** An arXiv id as written, from an id, an "arXiv:" form or an abs/pdf link; null when it is none. */
export function normalArxivId(value: string): string | null {
  const bare = value
    .trim()
    .replace(/^(https?:\/\/)?(www\.)?arxiv\.org\/(abs|pdf)\//i, '')
    .replace(/\.pdf$/i, '')
    .replace(/^arxiv:\s*/i, '');
  return isArxivId(bare) ? bare : null;
}

/** The claims collection of publication addresses: one document per slug, naming its paper. */
export const PUBLICATION_SLUGS_COLLECTION = 'publication_slugs';

export interface PublicationSlugClaimDoc {
  publication_id: string;
}

/** The segment of a paper's address, /publications/<address>: its slug, or its id while it has none. */
export const publicationAddress = (paper: { id: string; slug?: string }): string => paper.slug || paper.id;
