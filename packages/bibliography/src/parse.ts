/**
 * A .bib file (BibTeX or BibLaTeX) read into publication inputs, entry by entry: each comes back
 * ok (with the input the admin reviews before import) or as an error with its line, key and a
 * reason. citation-js decodes the LaTeX (accents, \&, protected capitals, @string and month
 * macros, crossref); the mapping to our fields is ours. Everything stored is plain text: markup
 * written in the file stays the characters it was, and LaTeX formatting (\emph) becomes its words.
 */
import { logger, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { PUBLICATION_LINKS, type PublicationDoc, type PublicationType } from '@portfolio/model/collections';
import { LIST_LIMITS, PUBLICATION_LIMITS, TEXT_LIMITS } from '@portfolio/model/limits';
import { CITE_KEY_PATTERN, normalArxivId, normalDoi } from '@portfolio/model/publications';
import { isHttpUrl } from '@portfolio/model/urls';
import { splitBib, type RawEntry } from './split';

// Unknown fields are normal in real files; citation-js would otherwise keep a log of each.
logger.level = 'silent';

/** What an import proposes to store: the document less what the server and the form add. */
export type PublicationInput = Omit<
  PublicationDoc,
  | 'created_at'
  | 'order_index'
  | 'slug'
  | 'old_slugs'
  | 'pdf_storage_path'
  | 'pdf_file_url'
  | 'status'
  | 'publish_at'
  | 'schedule_error'
>;

export type ParsedEntry =
  | { ok: true; line: number; key: string; input: PublicationInput; warnings: string[] }
  | { ok: false; line: number; key: string; error: string };

export interface ParseOptions {
  /** The owner's names as they sign papers ("Alex Morgan", "A. Morgan"): marks owner_author. */
  ownerNames?: readonly string[];
}

export const PARSE_ERRORS = {
  noTitle: 'The entry has no title.',
  noAuthors: 'The entry has no authors.',
  noYear: 'The entry has no year.',
  date: (literal: string) => `The date “${literal}” cannot be read as a year.`,
  year: (year: number) => `The year ${year} is not a year a paper can have.`,
  titleTooLong: `The title is longer than ${PUBLICATION_LIMITS.title} characters.`,
  unreadable: (reason: string) => `The entry cannot be read: ${reason}`,
  venueOf: (child: string) =>
    `The venue of ${child} (its crossref), not a paper: the papers that name it take its fields.`,
} as const;

/** Entry types that hold papers rather than being one: a crossref to them names a venue. */
const VENUE_TYPES = /^@\s*(proceedings|mvproceedings|book|mvbook|collection|mvcollection)\s*[{(]/i;

interface CslName {
  given?: string;
  family?: string;
  literal?: string;
  suffix?: string;
  'dropping-particle'?: string;
  'non-dropping-particle'?: string;
}

interface CslItem {
  id?: string;
  type?: string;
  title?: string;
  author?: CslName[];
  editor?: CslName[];
  'container-title'?: string;
  'collection-title'?: string;
  'event-title'?: string;
  publisher?: string;
  issued?: { 'date-parts'?: Array<Array<number | string>>; literal?: string };
  abstract?: string;
  DOI?: string;
  URL?: string;
  keyword?: string;
  genre?: string;
}

interface RawRecord {
  type: string;
  label: string;
  properties: Record<string, unknown>;
}

// Markup written in the file is masked before citation-js sees it, so the tags that citation-js
// writes for LaTeX formatting (<i>, <b>, <sup>, <span class="nocase">) can be taken out and the
// file's own characters put back as they were.
const LT = '\uE000';
const GT = '\uE001';
const mask = (text: string) => text.replaceAll('<', LT).replaceAll('>', GT);
const unmask = (text: string) => text.replaceAll(LT, '<').replaceAll(GT, '>');
const plain = (text: string | undefined) =>
  unmask((text ?? '').replace(/<\/?(i|b|sup|sub|span|sc)(\s[^<>]*)?>/g, ''))
    // {\'\i} is a dotless i with an accent: the accented i it means.
    .replace(/\u0131(?=[\u0300-\u036f])/g, 'i')
    // A control space or thin space ("Proc.\ of", "10\,000") that citation-js leaves: a space.
    .replace(/\\[ ,]/g, ' ')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
/** A raw field value: links and ids are not LaTeX, but files escape _ % & # in them. */
const rawValue = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number'
    ? unmask(String(value))
        .replace(/\\([_%&#~$])/g, '$1')
        .replace(/[{}]/g, '')
        .trim()
    : '';

const NAMED_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** The @string macros an entry uses, and those they use in turn. */
function macrosFor(text: string, macros: Map<string, string>): string[] {
  const wanted = new Set<string>();
  const visit = (source: string) => {
    for (const m of source.matchAll(/(?:=|#)\s*([A-Za-z][\w:.-]*)\s*(?=[,#}\s)])/g)) {
      const name = m[1]!.toLowerCase();
      if (wanted.has(name) || NAMED_MONTHS.includes(name) || !macros.has(name)) continue;
      wanted.add(name);
      visit(macros.get(name)!);
    }
  };
  visit(text);
  return [...wanted].map((name) => macros.get(name)!);
}

function macroTable(strings: readonly string[]): Map<string, string> {
  const table = new Map<string, string>();
  for (const s of strings) {
    const name = /^@\s*string\s*[{(]\s*([A-Za-z][\w:.-]*)/i.exec(s)?.[1];
    if (name) table.set(name.toLowerCase(), s);
  }
  return table;
}

const crossrefOf = (text: string) => /\bcrossref\s*=\s*[{"]?\s*([^\s,{}"]+)/i.exec(text)?.[1];

function nameOf(n: CslName): string {
  if (n.literal) return plain(n.literal);
  const family = [n['dropping-particle'], n['non-dropping-particle'], n.family].filter(Boolean).join(' ');
  return plain([n.given, family, n.suffix].filter(Boolean).join(' '));
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Same family name and the same first initial: "A. Morgan" is "Alex Morgan". */
function sameName(a: string, b: string): boolean {
  const x = fold(a);
  const y = fold(b);
  if (!x.length || !y.length || x[x.length - 1] !== y[y.length - 1]) return false;
  return x.length === 1 || y.length === 1 || x[0]![0] === y[0]![0];
}

function typeOf(raw: RawRecord, arxivId: string): PublicationType {
  const p = raw.properties;
  const venue = rawValue(p.journal ?? p.journaltitle).toLowerCase();
  const subtype = rawValue(p.type).toLowerCase();
  switch (raw.type) {
    case 'inproceedings':
    case 'conference':
      return 'conference';
    case 'phdthesis':
    case 'mastersthesis':
    case 'thesis':
      return 'thesis';
    case 'incollection':
    case 'inbook':
    case 'bookinbook':
      return 'chapter';
    case 'talk':
    case 'presentation':
      return 'talk';
    case 'article':
      return arxivId && (venue === '' || venue.includes('arxiv')) ? 'preprint' : 'article';
    default:
      if (/talk|presentation|keynote|lecture/.test(subtype)) return 'talk';
      if (arxivId || subtype.includes('preprint') || venue.includes('arxiv')) return 'preprint';
      return 'other';
  }
}

/**
 * Where it appeared: the school of a thesis; else the journal, proceedings or book, then the
 * crossref'd proceedings' own title, then the publisher (a book, a report, a talk's event).
 */
function venueOf(item: CslItem, type: PublicationType, parent: CslItem | undefined): string {
  const publisher = plain(item.publisher);
  if (type === 'thesis' && publisher) return publisher;
  const container = item['container-title'] || item['event-title'] || item['collection-title'];
  return plain(container || parent?.title || parent?.['container-title'] || item.publisher || '');
}

function arxivOf(raw: RawRecord, item: CslItem): string {
  const p = raw.properties;
  const prefix = rawValue(p.archiveprefix ?? p.eprinttype).toLowerCase();
  const eprint = rawValue(p.eprint);
  if (eprint && (prefix === 'arxiv' || prefix === '')) {
    const id = normalArxivId(eprint);
    if (id) return id;
  }
  for (const candidate of [rawValue(p.url), rawValue(p.journal), item.URL ?? '']) {
    const found =
      /arxiv(?:\.org\/(?:abs|pdf)\/|:\s*|\s+preprint\s+arxiv:)\s*([a-z.-]*\/?[0-9.]+(?:v[0-9]+)?)/i.exec(
        candidate,
      );
    const id = found ? normalArxivId(found[1]!) : null;
    if (id) return id;
  }
  return '';
}

function linksOf(raw: RawRecord, warnings: string[]): PublicationInput['urls'] {
  const p = raw.properties;
  const urls = Object.fromEntries(PUBLICATION_LINKS.map((k) => [k, ''])) as PublicationInput['urls'];
  const take = (link: string, value: string) => {
    if (!value) return;
    if (isHttpUrl(value) && value.length <= TEXT_LIMITS.url) urls[link as keyof typeof urls] = value;
    else warnings.push(`The ${link} link “${value}” is not a web address; it was left out.`);
  };
  for (const link of PUBLICATION_LINKS) take(link, rawValue(p[link]));
  const url = rawValue(p.url);
  if (url && !urls.pdf && /\.pdf([?#].*)?$/i.test(url)) take('pdf', url);
  return urls;
}

function tagsOf(item: CslItem): string[] {
  const tags = (item.keyword ?? '')
    .split(/[,;]/)
    .map((t) => plain(t))
    .filter((t) => t !== '' && t.length <= TEXT_LIMITS.short);
  return [...new Set(tags)].slice(0, LIST_LIMITS.tags);
}

/** The citation key as stored: characters a key may hold, others replaced. */
function citeKeyOf(key: string, warnings: string[]): string {
  const clean = key.replace(/[^A-Za-z0-9_:./+@-]/g, '-').slice(0, PUBLICATION_LIMITS.citeKey);
  if (clean !== key) warnings.push(`The key “${key}” is stored as “${clean}”.`);
  return CITE_KEY_PATTERN.test(clean) ? clean : '';
}

type Mapped = { input: PublicationInput; warnings: string[] } | { error: string };

function toInput(raw: RawRecord, item: CslItem, parent: CslItem | undefined, options: ParseOptions): Mapped {
  const warnings: string[] = [];
  const title = plain(item.title);
  if (!title) return { error: PARSE_ERRORS.noTitle };
  if (title.length > PUBLICATION_LIMITS.title) return { error: PARSE_ERRORS.titleTooLong };

  const names = item.author ?? item.editor ?? [];
  let more = names.some((n) => !n.given && (n.family ?? n.literal) === 'others');
  let authors = names
    .filter((n) => !(!n.given && (n.family ?? n.literal) === 'others'))
    .map(nameOf)
    .filter((n) => n !== '')
    .map((n) => n.slice(0, PUBLICATION_LIMITS.authorName));
  if (authors.length === 0) return { error: PARSE_ERRORS.noAuthors };
  if (authors.length > PUBLICATION_LIMITS.authors) {
    warnings.push(`Only the first ${PUBLICATION_LIMITS.authors} of ${authors.length} authors are kept.`);
    authors = authors.slice(0, PUBLICATION_LIMITS.authors);
    more = true;
  }

  const parts = item.issued?.['date-parts']?.[0];
  if (!parts || parts.length === 0 || parts[0] === undefined) {
    return {
      error: item.issued?.literal ? PARSE_ERRORS.date(plain(item.issued.literal)) : PARSE_ERRORS.noYear,
    };
  }
  const [year, month, day] = parts.map((n) => Number(n));
  if (!Number.isInteger(year) || year! < PUBLICATION_LIMITS.yearMin || year! > PUBLICATION_LIMITS.yearMax) {
    return { error: PARSE_ERRORS.year(year!) };
  }

  const arxivId = arxivOf(raw, item);
  const type = typeOf(raw, arxivId);
  const venue = venueOf(item, type, parent).slice(0, PUBLICATION_LIMITS.venue);
  let abstract = plain(item.abstract);
  if (abstract.length > TEXT_LIMITS.long) {
    warnings.push(`The abstract is cut to ${TEXT_LIMITS.long} characters.`);
    abstract = abstract.slice(0, TEXT_LIMITS.long);
  }
  const doiWritten = rawValue(raw.properties.doi) || item.DOI || '';
  const doi = doiWritten ? normalDoi(doiWritten) : '';
  if (doi === null) warnings.push(`“${doiWritten}” is not a DOI; it was left out.`);

  const owner = (options.ownerNames ?? []).length
    ? authors.findIndex((a) => options.ownerNames!.some((o) => sameName(a, o)))
    : -1;
  const input: PublicationInput = {
    title,
    authors,
    ...(owner >= 0 ? { owner_author: owner } : {}),
    ...(more ? { more_authors: true } : {}),
    type,
    venue,
    year: year!,
    ...(Number.isInteger(month) && month! >= 1 && month! <= 12 ? { month: month! } : {}),
    ...(Number.isInteger(month) && Number.isInteger(day) && day! >= 1 && day! <= 31 ? { day: day! } : {}),
    abstract,
    doi: doi ?? '',
    arxiv_id: arxivId,
    urls: linksOf(raw, warnings),
    tags: tagsOf(item),
    selected: false,
    cite_key: citeKeyOf(raw.label, warnings),
  };
  return { input, warnings };
}

function parseOne(
  entry: RawEntry,
  macros: Map<string, string>,
  byKey: Map<string, RawEntry>,
  venues: Map<string, string>,
  options: ParseOptions,
) {
  const base = { line: entry.line, key: entry.key };
  if (entry.problem) return { ok: false as const, ...base, error: PARSE_ERRORS.unreadable(entry.problem) };
  const child = venues.get(entry.key.toLowerCase());
  if (child && VENUE_TYPES.test(entry.text.trimStart()))
    return { ok: false as const, ...base, error: PARSE_ERRORS.venueOf(child) };
  const parentKey = crossrefOf(entry.text);
  const parent = parentKey ? byKey.get(parentKey.toLowerCase()) : undefined;
  const texts = [entry.text, ...(parent && !parent.problem ? [parent.text] : [])];
  const source = mask([...macrosFor(texts.join('\n'), macros), ...texts].join('\n'));
  try {
    const records = plugins.input.chainLink(source, { forceType: '@biblatex/text' }) as RawRecord[];
    const items = plugins.input.chain(records, {
      forceType: '@biblatex/entries+list',
      generateGraph: false,
    }) as CslItem[];
    const at = records.findIndex((r) => r.label === entry.key);
    const raw = records[at];
    const item = items.find((i) => i.id === entry.key) ?? items[at];
    if (!raw || !item) return { ok: false as const, ...base, error: PARSE_ERRORS.unreadable('no fields') };
    const parentItem = parent ? items.find((i) => i.id === parent.key) : undefined;
    const mapped = toInput(raw, item, parentItem, options);
    return 'error' in mapped
      ? { ok: false as const, ...base, error: mapped.error }
      : { ok: true as const, ...base, input: mapped.input, warnings: mapped.warnings };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { ok: false as const, ...base, error: PARSE_ERRORS.unreadable(reason) };
  }
}

/** The entries of a .bib file, one at a time, so a caller can report progress and yield. */
export function* parseEntries(text: string, options: ParseOptions = {}): Generator<ParsedEntry, void, void> {
  const { entries, strings } = splitBib(text);
  const macros = macroTable(strings);
  const byKey = new Map<string, RawEntry>();
  for (const e of entries) if (e.key && !byKey.has(e.key.toLowerCase())) byKey.set(e.key.toLowerCase(), e);
  // The proceedings or book a paper crossrefs, by its key: the first paper that names it.
  const venues = new Map<string, string>();
  for (const e of entries) {
    const parent = crossrefOf(e.text)?.toLowerCase();
    if (parent && !venues.has(parent)) venues.set(parent, e.key);
  }
  for (const entry of entries) yield parseOne(entry, macros, byKey, venues, options);
}

/** Every entry of a .bib file, at once. */
export function parseBib(text: string, options: ParseOptions = {}): ParsedEntry[] {
  return [...parseEntries(text, options)];
}

/** How many entries a .bib file holds: the total a progress bar counts to. */
export const countEntries = (text: string) => splitBib(text).entries.length;

/**
 * Every entry of a .bib file, giving the page a turn every `every` entries and reporting how
 * many are done: a 2,000-entry file never freezes the admin's tab.
 */
export async function parseBibInSteps(
  text: string,
  onProgress: (done: number, total: number) => void,
  options: ParseOptions & { every?: number } = {},
): Promise<ParsedEntry[]> {
  const every = options.every ?? 50;
  const total = countEntries(text);
  const out: ParsedEntry[] = [];
  for (const entry of parseEntries(text, options)) {
    out.push(entry);
    if (out.length % every === 0) {
      onProgress(out.length, total);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  onProgress(out.length, total);
  return out;
}
