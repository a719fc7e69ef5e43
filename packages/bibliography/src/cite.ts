// The library ships no types; its declarations travel with this file to every program that imports it
// (web, tests), which an import cannot do for a declarations-only file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./citation-js.d.ts" />
/**
 * A stored publication as the five citations the Cite menu offers: BibTeX, APA, IEEE, Chicago
 * (author-date) and RIS, each plain text (a page shows them as text, so markup in a title is
 * characters, never elements). APA and RIS come from citation-js (APA through its built-in CSL
 * style); BibTeX, IEEE and Chicago are written here, so no third-party style file is needed and
 * an arXiv preprint keeps its eprint fields.
 */
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import type { PublicationDoc } from '@portfolio/model/collections';
import { CITATION_STYLES, type Citations, type CitationStyle } from './styles';

/** The stored fields a citation reads. */
export type Citable = Pick<
  PublicationDoc,
  | 'title'
  | 'authors'
  | 'more_authors'
  | 'type'
  | 'venue'
  | 'year'
  | 'month'
  | 'day'
  | 'doi'
  | 'arxiv_id'
  | 'cite_key'
  | 'urls'
  | 'abstract'
> & { slug?: string };

export { CITATION_LABELS, CITATION_STYLES, type CitationStyle } from './styles';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const IEEE_MONTHS = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'Jun.',
  'Jul.',
  'Aug.',
  'Sep.',
  'Oct.',
  'Nov.',
  'Dec.',
];
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'la',
  'le',
  'du',
  'dos',
  'das',
  'ter',
  'ten',
  'bin',
  'al',
]);

interface Name {
  given: string;
  family: string;
}

/** "Jan van der Berg" is Jan + "van der Berg"; one word ("Google Research" in braces stays whole). */
export function splitName(name: string): Name {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { given: '', family: words[0]! };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1]!.toLowerCase())) start--;
  return { given: words.slice(0, start).join(' '), family: words.slice(start).join(' ') };
}

const initials = (given: string) =>
  given
    .split(/\s+/)
    .filter(Boolean)
    .map((part) =>
      part
        .split('-')
        .map((p) => (p.endsWith('.') && p.length <= 3 ? p : `${[...p][0] ?? ''}.`))
        .join('-'),
    )
    .join(' ');

const key = (p: Citable) => p.cite_key || p.slug || 'publication';
const doiLink = (doi: string) => `https://doi.org/${doi}`;
const arxivLink = (id: string) => `https://arxiv.org/abs/${id}`;
/** Where a reader finds it: its DOI, else its arXiv page, else its PDF. */
const linkOf = (p: Citable) =>
  p.doi ? doiLink(p.doi) : p.arxiv_id ? arxivLink(p.arxiv_id) : p.urls.pdf || '';

/** A list in English: "A, B, and C"; "A and B". */
function series(items: readonly string[], and = 'and'): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} ${and} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${and} ${items[items.length - 1]}`;
}

const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

// ---------- BibTeX ----------

const BIBTEX_TYPES: Record<PublicationDoc['type'], string> = {
  article: 'article',
  conference: 'inproceedings',
  preprint: 'misc',
  thesis: 'phdthesis',
  chapter: 'incollection',
  talk: 'misc',
  other: 'misc',
};

/** A value inside braces: LaTeX's special characters escaped, braces balanced by escaping them. */
const bibValue = (text: string) =>
  text
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([{}])/g, '\\$1')
    .replace(/\\textbackslash\\\{\\\}/g, '\\textbackslash{}')
    .replace(/([&%$#_])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}');

function bibtex(p: Citable): string {
  const venueField: Partial<Record<PublicationDoc['type'], string>> = {
    article: 'journal',
    conference: 'booktitle',
    chapter: 'booktitle',
    thesis: 'school',
  };
  const fields: Array<[string, string]> = [
    // Double braces keep the title's capitals as written.
    ['title', `{${bibValue(p.title)}}`],
    ['author', [...p.authors.map(bibValue), ...(p.more_authors ? ['others'] : [])].join(' and ')],
  ];
  if (p.venue) fields.push([venueField[p.type] ?? 'howpublished', bibValue(p.venue)]);
  fields.push(['year', String(p.year)]);
  if (p.month) fields.push(['month', String(p.month)]);
  if (p.doi) fields.push(['doi', bibValue(p.doi)]);
  if (p.arxiv_id) {
    fields.push(['eprint', p.arxiv_id], ['archivePrefix', 'arXiv']);
  }
  const url = p.urls.pdf || (p.doi ? '' : p.arxiv_id ? arxivLink(p.arxiv_id) : '');
  if (url) fields.push(['url', url.replace(/([%#])/g, '\\$1')]);
  if (p.type === 'talk') fields.push(['note', 'Talk']);
  const body = fields.map(([name, value]) => `  ${name} = {${value}},`).join('\n');
  return `@${BIBTEX_TYPES[p.type]}{${key(p)},\n${body}\n}`;
}

// ---------- CSL (APA and RIS through citation-js) ----------

const CSL_TYPES: Record<PublicationDoc['type'], string> = {
  article: 'article-journal',
  conference: 'paper-conference',
  preprint: 'article',
  thesis: 'thesis',
  chapter: 'chapter',
  talk: 'speech',
  other: 'document',
};

function cslItem(p: Citable): Record<string, unknown> {
  const item: Record<string, unknown> = {
    id: key(p),
    'citation-key': key(p),
    type: CSL_TYPES[p.type],
    title: p.title,
    author: p.authors.map((a) => {
      const { given, family } = splitName(a);
      return given ? { given, family } : { literal: family };
    }),
    issued: { 'date-parts': [[p.year, ...(p.month ? [p.month] : []), ...(p.month && p.day ? [p.day] : [])]] },
  };
  if (p.type === 'thesis') {
    item.publisher = p.venue;
    item.genre = 'Thesis';
  } else if (p.type === 'talk') item['event-title'] = p.venue;
  else if (p.type === 'preprint') {
    item.publisher = p.venue || (p.arxiv_id ? 'arXiv' : '');
    if (p.arxiv_id) item.number = `arXiv:${p.arxiv_id}`;
  } else if (p.venue) item['container-title'] = p.venue;
  if (p.doi) item.DOI = p.doi;
  const url = linkOf(p);
  if (url && !p.doi) item.URL = url;
  return item;
}

// citeproc reads <i>, <b>, <sc>, <sup>, <sub> and <span> in any field as formatting and drops
// them from text output, so a title that names an HTML tag would lose it. Angle brackets travel as
// two private-use characters (which no stored field holds: the pages store what the admin typed)
// and come back after formatting.
const SHIELDED = { '<': '\uE000', '>': '\uE001' } as const;
const shield = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.replace(/[<>]/g, (c) => SHIELDED[c as keyof typeof SHIELDED])
    : Array.isArray(value)
      ? value.map(shield)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shield(v)]))
        : value;
const unshield = (text: string) => text.replace(/\uE000/g, '<').replace(/\uE001/g, '>');

const cslFormat = (p: Citable, format: string, options: Record<string, unknown> = {}) =>
  unshield(String(plugins.output.format(format, [shield(cslItem(p))], options)).trim());

// ---------- IEEE ----------

function ieeeAuthors(p: Citable): string {
  const names = p.authors.map((a) => {
    const { given, family } = splitName(a);
    return given ? `${initials(given)} ${family}` : family;
  });
  // IEEE lists up to six authors; past that, the first and "et al."
  if (names.length > 6 || (p.more_authors && names.length > 0)) return `${names[0]} et al.`;
  return series(names);
}

function ieee(p: Citable): string {
  const date = `${p.month ? `${IEEE_MONTHS[p.month - 1]} ` : ''}${p.year}`;
  const title = `“${p.title},”`;
  const parts: string[] = [`${ieeeAuthors(p)}, ${title}`];
  switch (p.type) {
    case 'conference':
    case 'chapter':
      parts.push(p.venue ? `in ${p.venue}, ${date}` : date);
      break;
    case 'preprint':
      parts.push(p.arxiv_id ? `arXiv:${p.arxiv_id}, ${date}` : p.venue ? `${p.venue}, ${date}` : date);
      break;
    case 'thesis':
      parts.push(`Thesis${p.venue ? `, ${p.venue}` : ''}, ${date}`);
      break;
    case 'talk':
      parts.push(p.venue ? `presented at ${p.venue}, ${date}` : `presented ${date}`);
      break;
    default:
      parts.push(p.venue ? `${p.venue}, ${date}` : date);
  }
  let text = `${parts.join(' ')}${p.doi ? `, doi: ${p.doi}` : ''}.`;
  if (!p.doi && !p.arxiv_id && p.urls.pdf) text += ` [Online]. Available: ${p.urls.pdf}`;
  return text;
}

// ---------- Chicago (author-date) ----------

function chicagoAuthors(p: Citable): string {
  const names = p.authors.map((a, i) => {
    const { given, family } = splitName(a);
    if (!given) return family;
    return i === 0 ? `${family}, ${given}` : `${given} ${family}`;
  });
  // More than ten authors: the first seven, then "et al."
  if (names.length > 10) return `${names.slice(0, 7).join(', ')}, et al`;
  if (p.more_authors) return `${names.join(', ')}, et al`;
  return series(names);
}

function chicago(p: Citable): string {
  const out = [sentence(chicagoAuthors(p)), `${p.year}.`, `“${sentence(p.title)}”`];
  const when = p.month ? ` ${MONTHS[p.month - 1]}${p.day ? ` ${p.day}` : ''}` : '';
  switch (p.type) {
    case 'conference':
    case 'chapter':
      if (p.venue) out.push(`In ${sentence(p.venue)}`);
      break;
    case 'preprint':
      out.push(sentence(p.venue || (p.arxiv_id ? `arXiv:${p.arxiv_id}` : 'Preprint')));
      break;
    case 'thesis':
      out.push(sentence(`Thesis${p.venue ? `, ${p.venue}` : ''}`));
      break;
    case 'talk':
      out.push(sentence(`Presented at ${p.venue || 'a talk'}${when ? `,${when}` : ''}`));
      break;
    default:
      if (p.venue) out.push(sentence(p.venue));
  }
  const link = linkOf(p);
  if (link) out.push(sentence(link));
  return out.join(' ');
}

/** One citation of a publication. */
export function cite(p: Citable, style: CitationStyle): string {
  switch (style) {
    case 'bibtex':
      return bibtex(p);
    case 'apa':
      return cslFormat(p, 'bibliography', { template: 'apa', format: 'text', lang: 'en-US' });
    case 'ieee':
      return ieee(p);
    case 'chicago':
      return chicago(p);
    case 'ris':
      return cslFormat(p, 'ris');
  }
}

/** Every citation of a publication, by style: what the Cite menu copies. */
export function citations(p: Citable): Citations {
  return Object.fromEntries(CITATION_STYLES.map((s) => [s, cite(p, s)])) as Citations;
}
