/**
 * Whether an imported entry is a paper the site already has: the same DOI (DOIs ignore letter
 * case), the same arXiv paper (any version), or the same BibTeX key, in that order of certainty.
 * An entry is also a duplicate of an earlier entry of the same file.
 */

export interface KnownPaper {
  /** The stored paper's id, or the earlier entry's key in the same file. */
  id: string;
  doi: string;
  arxiv_id: string;
  cite_key: string;
}

export type Classification =
  { status: 'new' } | { status: 'duplicate'; by: 'doi' | 'arxiv' | 'key'; of: string; inFile: boolean };

const doiKey = (doi: string) => doi.toLowerCase();
/** The arXiv paper without its version: 2401.01234v2 is 2401.01234. */
const arxivKey = (id: string) => id.replace(/v[0-9]+$/, '');

interface Index {
  doi: Map<string, string>;
  arxiv: Map<string, string>;
  key: Map<string, string>;
}

function indexOf(papers: readonly KnownPaper[]): Index {
  const index: Index = { doi: new Map(), arxiv: new Map(), key: new Map() };
  for (const p of papers) add(index, p);
  return index;
}

function add(index: Index, p: KnownPaper) {
  if (p.doi && !index.doi.has(doiKey(p.doi))) index.doi.set(doiKey(p.doi), p.id);
  if (p.arxiv_id && !index.arxiv.has(arxivKey(p.arxiv_id))) index.arxiv.set(arxivKey(p.arxiv_id), p.id);
  if (p.cite_key && !index.key.has(p.cite_key)) index.key.set(p.cite_key, p.id);
}

function match(index: Index, p: Omit<KnownPaper, 'id'>) {
  const byDoi = p.doi ? index.doi.get(doiKey(p.doi)) : undefined;
  if (byDoi !== undefined) return { by: 'doi' as const, of: byDoi };
  const byArxiv = p.arxiv_id ? index.arxiv.get(arxivKey(p.arxiv_id)) : undefined;
  if (byArxiv !== undefined) return { by: 'arxiv' as const, of: byArxiv };
  const byKey = p.cite_key ? index.key.get(p.cite_key) : undefined;
  if (byKey !== undefined) return { by: 'key' as const, of: byKey };
  return null;
}

/**
 * Each entry's classification, in order: against the stored papers first, then against the
 * entries before it in the file (named by their key).
 */
export function classify(
  entries: readonly Omit<KnownPaper, 'id'>[],
  stored: readonly KnownPaper[],
): Classification[] {
  const site = indexOf(stored);
  const file = indexOf([]);
  return entries.map((entry) => {
    const found = match(site, entry);
    const earlier = found ? null : match(file, entry);
    add(file, { ...entry, id: entry.cite_key });
    if (found) return { status: 'duplicate', ...found, inFile: false };
    if (earlier) return { status: 'duplicate', ...earlier, inFile: true };
    return { status: 'new' };
  });
}
