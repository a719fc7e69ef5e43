import { classify } from '@portfolio/bibliography/classify';
import type { ParsedEntry } from '@portfolio/bibliography/parse';
import type { ImportedPaper } from '@/data/publications/admin';
import type { Publication } from '@/data/publications/model';
import { publicationMessages } from '@/features/admin/publications/messages';

const m = publicationMessages.import;

/** One entry of the file as the preview shows it. */
export type PreviewRow =
  | { kind: 'new'; key: string; input: ImportedPaper; status: string }
  | { kind: 'duplicate'; key: string; input: ImportedPaper; status: string }
  | { kind: 'error'; key: string; line: number; status: string };

/**
 * Every entry in file order with what it is: new, a duplicate of a stored paper or of an earlier
 * entry (named by its title, and by what matched), or an error with its line, key and reason.
 */
export function previewRows(entries: readonly ParsedEntry[], stored: readonly Publication[]): PreviewRow[] {
  const ok = entries.flatMap((e) => (e.ok ? [e] : []));
  const classes = classify(
    ok.map((e) => e.input),
    stored.map(({ id, doi, arxiv_id, cite_key }) => ({ id, doi, arxiv_id, cite_key })),
  );
  const storedTitle = new Map(stored.map((p) => [p.id, p.title]));
  const fileTitle = new Map<string, string>();
  for (const e of ok) if (!fileTitle.has(e.input.cite_key)) fileTitle.set(e.input.cite_key, e.input.title);
  const classOf = new Map(ok.map((e, i) => [e, classes[i]!]));

  return entries.map((entry): PreviewRow => {
    if (!entry.ok) {
      return {
        kind: 'error',
        key: entry.key,
        line: entry.line,
        status: m.error(entry.line, entry.key, entry.error),
      };
    }
    const found = classOf.get(entry)!;
    if (found.status === 'new')
      return { kind: 'new', key: entry.key, input: entry.input, status: m.statusNew };
    const title = (found.inFile ? fileTitle.get(found.of) : storedTitle.get(found.of)) ?? found.of;
    return {
      kind: 'duplicate',
      key: entry.key,
      input: entry.input,
      status: m.duplicate(title, m.by[found.by]),
    };
  });
}

/** How many rows of each kind: the table's caption. */
export function previewCaption(rows: readonly PreviewRow[]): string {
  const count = (kind: PreviewRow['kind']) => rows.filter((r) => r.kind === kind).length;
  return m.caption(rows.length, count('new'), count('duplicate'), count('error'));
}
