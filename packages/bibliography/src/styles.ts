/**
 * The citation styles the Cite menu offers, and their names. Apart from cite.ts, which loads the
 * citation engine: a visitor's page names the styles without downloading the engine.
 */
export const CITATION_STYLES = ['bibtex', 'apa', 'ieee', 'chicago', 'ris'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];
export const CITATION_LABELS: Record<CitationStyle, string> = {
  bibtex: 'BibTeX',
  apa: 'APA',
  ieee: 'IEEE',
  chicago: 'Chicago',
  ris: 'RIS',
};

/** A paper's citation in every style: what a render writes beside its page and the Cite menu copies. */
export type Citations = Record<CitationStyle, string>;
