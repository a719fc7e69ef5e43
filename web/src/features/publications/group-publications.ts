import { PUBLICATION_TYPES, type PublicationType } from '@portfolio/model/collections';
import type { Publication } from '@/data/publications/model';

/** The types the papers have, in the order of the type list: the filter offers only these. */
export function typesPresent(papers: readonly Publication[]): PublicationType[] {
  const present = new Set(papers.map((p) => p.type));
  return PUBLICATION_TYPES.filter((type) => present.has(type));
}

/** The `?type=` of the address, when it names a type; anything else shows every paper. */
export function typeFromParam(value: string | null): PublicationType | null {
  return (PUBLICATION_TYPES as readonly (string | null)[]).includes(value)
    ? (value as PublicationType)
    : null;
}

export interface YearGroup {
  year: number;
  papers: Publication[];
}

/**
 * Papers in runs of one year, in the order they come (newest first, as the list is read), so a
 * year's heading stands over its papers.
 */
export function groupByYear(papers: readonly Publication[]): YearGroup[] {
  const groups: YearGroup[] = [];
  for (const paper of papers) {
    const last = groups.at(-1);
    if (last?.year === paper.year) last.papers.push(paper);
    else groups.push({ year: paper.year, papers: [paper] });
  }
  return groups;
}
