// The CV as a PDF, drawn by @react-pdf/renderer from the same model as the /cv page: real text
// (selectable, searchable), embedded fonts, live links. No JSX here, so this package needs no
// JSX compiler setting: `h` is React's createElement.
import { Document, Font, Link, Page, pdf, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { CV_SECTION_TITLES as TITLES, type CvModel, type CvPublication } from '@portfolio/model/cv';

/**
 * The two faces the PDF embeds (WOFF or TTF bytes; fontkit reads both, not WOFF2). Only the
 * glyphs the CV uses are embedded, so a font adds a few kilobytes.
 */
export interface CvPdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

const FAMILY = 'CvSans';

/** Base64 in Node and in the browser alike (the admin draws the same PDF for its preview). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
let registered: CvPdfFonts | null = null;

function register(fonts: CvPdfFonts) {
  if (registered === fonts) return;
  const dataUrl = (bytes: Uint8Array) => `data:font/woff;base64,${base64(bytes)}`;
  Font.register({
    family: FAMILY,
    fonts: [
      { src: dataUrl(fonts.regular), fontWeight: 400 },
      { src: dataUrl(fonts.bold), fontWeight: 700 },
    ],
  });
  // Words are not split at arbitrary letters with a hyphen: a CV reads better unbroken.
  Font.registerHyphenationCallback((word) => [word]);
  registered = fonts;
}

const INK = '#1a1b1e';
const MUTED = '#555b66';
const ACCENT = '#1c5fb8';

const styles = StyleSheet.create({
  page: { fontFamily: FAMILY, fontSize: 9.5, lineHeight: 1.4, color: INK, padding: '36pt 44pt 40pt' },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.15 },
  title: { fontSize: 12, color: MUTED, marginTop: 2 },
  contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, color: MUTED },
  contactItem: { marginRight: 12 },
  link: { color: ACCENT, textDecoration: 'none' },
  section: { marginTop: 12 },
  heading: {
    fontSize: 10.5,
    fontWeight: 700,
    color: ACCENT,
    textTransform: 'uppercase',
    letterSpacing: 0.8,
    borderBottom: `0.75pt solid ${ACCENT}`,
    paddingBottom: 2,
    marginBottom: 5,
  },
  entry: { marginBottom: 6 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { fontWeight: 700, flexShrink: 1, paddingRight: 8 },
  dates: { color: MUTED },
  sub: { color: MUTED },
  bullet: { flexDirection: 'row', marginTop: 1 },
  bulletMark: { width: 9 },
  bulletText: { flex: 1 },
  skillRow: { flexDirection: 'row', marginBottom: 2 },
  skillCategory: { fontWeight: 700, width: 128 },
  skillNames: { flex: 1 },
  paper: { marginBottom: 4 },
  owner: { fontWeight: 700 },
});

const link = (href: string, label: string) => h(Link, { src: href, style: styles.link }, label);

/** A section's title stays on the page of its first entry: never alone at a page's foot. */
function section(title: string, items: ReactElement[]): ReactElement {
  const [first, ...rest] = items;
  return h(
    View,
    { style: styles.section },
    h(View, { wrap: false }, h(Text, { style: styles.heading }, title), first),
    ...rest,
  );
}

/** An entry never splits across pages (wrap: false), as in the printed page. */
function entry(key: string, head: ReactNode[], body: ReactNode[]): ReactElement {
  return h(View, { key, style: styles.entry, wrap: false }, ...head, ...body);
}

function bullets(items: readonly string[]): ReactElement[] {
  return items.map((item, i) =>
    h(
      View,
      { key: String(i), style: styles.bullet },
      h(Text, { style: styles.bulletMark }, '•'),
      h(Text, { style: styles.bulletText }, item),
    ),
  );
}

function headRow(title: string, dates: string): ReactElement {
  return h(
    View,
    { style: styles.entryHead },
    h(Text, { style: styles.entryTitle }, title),
    h(Text, { style: styles.dates }, dates),
  );
}

/** A dated entry (a position, a degree): its heading and dates, where, then what it was. */
interface DatedEntry {
  id: string;
  heading: string;
  dates: string;
  place: string;
  body: ReactNode[];
}

/** Experience and education alike: one entry each, none when the list is empty. */
function datedSection(title: string, entries: readonly DatedEntry[]): ReactElement | null {
  if (!entries.length) return null;
  return section(
    title,
    entries.map(({ id, heading, dates, place, body }) =>
      entry(id, [headRow(heading, dates), h(Text, { style: styles.sub }, place)], body),
    ),
  );
}

/**
 * A paper as a reference: its authors (the owner in bold), its title linked to its page, where and
 * when, then its DOI and arXiv id as links. Inline Text runs, so a long list wraps like a sentence.
 */
function paperEntry(p: CvPublication): ReactElement {
  const authors = p.authors.map((a, i) =>
    a.owner ? h(Text, { key: String(i), style: styles.owner }, a.name) : a.name,
  );
  const ids = [p.doi && link(p.doiUrl, `doi:${p.doi}`), p.arxivId && link(p.arxivUrl, `arXiv:${p.arxivId}`)];
  return h(
    View,
    { key: p.id, style: styles.paper, wrap: false },
    h(
      Text,
      null,
      ...authors.flatMap((author, i) => (i ? [', ', author] : [author])),
      // "et al." ends with its own full stop.
      p.moreAuthors ? ' et al. ' : '. ',
      link(p.url, p.title),
      '. ',
      h(Text, { style: styles.sub }, `${p.venue}, ${p.year}.`),
      ...ids.filter(Boolean).flatMap((item) => [' ', item]),
    ),
  );
}

export function CvDocument({ cv, createdAt }: { cv: CvModel; createdAt: Date }): ReactElement {
  const contact = [
    cv.contact.email && link(`mailto:${cv.contact.email}`, cv.contact.email),
    cv.contact.phone && h(Text, null, cv.contact.phone),
    cv.contact.linkedin && link(cv.contact.linkedin, 'LinkedIn'),
    link(cv.contact.website, cv.contact.website.replace(/^https?:\/\//, '').replace(/\/$/, '')),
  ].filter(Boolean);

  return h(
    Document,
    {
      title: `${cv.name} - CV`,
      author: cv.name,
      subject: cv.title,
      creator: cv.name,
      producer: cv.name,
      language: 'en',
      creationDate: createdAt,
      modificationDate: createdAt,
    },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(Text, { style: styles.name }, cv.name),
      cv.title ? h(Text, { style: styles.title }, cv.title) : null,
      h(
        View,
        { style: styles.contact },
        ...contact.map((item, i) => h(View, { key: String(i), style: styles.contactItem }, item)),
      ),
      cv.summary ? section(TITLES.summary, [h(Text, { key: 's' }, cv.summary)]) : null,
      datedSection(
        TITLES.experience,
        cv.experience.map((e) => ({
          id: e.id,
          heading: e.position,
          dates: e.dates.label,
          place: e.company,
          body: [...(e.description ? [h(Text, null, e.description)] : []), ...bullets(e.responsibilities)],
        })),
      ),
      datedSection(
        TITLES.education,
        cv.education.map((e) => ({
          id: e.id,
          heading: e.degree,
          dates: e.dates.label,
          place: e.institution,
          body: e.description ? [h(Text, null, e.description)] : [],
        })),
      ),
      cv.certifications.length
        ? section(
            TITLES.certifications,
            bullets(cv.certifications.map((c) => (c.issuer ? `${c.title} - ${c.issuer}` : c.title))),
          )
        : null,
      cv.skills.length
        ? section(
            TITLES.skills,
            cv.skills.map((s) =>
              h(
                View,
                { key: s.category, style: styles.skillRow, wrap: false },
                h(Text, { style: styles.skillCategory }, s.category),
                h(Text, { style: styles.skillNames }, s.names.join(', ')),
              ),
            ),
          )
        : null,
      cv.projects.length
        ? section(
            TITLES.projects,
            cv.projects.map((p) =>
              entry(
                p.id,
                [h(Text, { style: styles.entryTitle }, link(p.url, p.title))],
                [
                  h(Text, null, p.description),
                  ...(p.codeUrl || p.liveUrl
                    ? [
                        h(
                          Text,
                          { style: styles.sub },
                          ...[
                            p.liveUrl && link(p.liveUrl, p.liveUrl),
                            p.codeUrl && link(p.codeUrl, p.codeUrl),
                          ]
                            .filter(Boolean)
                            .flatMap((item, i) => (i ? ['   ', item] : [item])),
                        ),
                      ]
                    : []),
                ],
              ),
            ),
          )
        : null,
      cv.publications.length ? section(TITLES.publications, cv.publications.map(paperEntry)) : null,
    ),
  );
}

/** The CV as PDF bytes, in Node (the prerender, Publish) or in the browser (the admin's download). */
export async function renderCvPdf(
  cv: CvModel,
  fonts: CvPdfFonts,
  createdAt = new Date(),
): Promise<Uint8Array> {
  register(fonts);
  const blob = await pdf(h(CvDocument, { cv, createdAt }) as Parameters<typeof pdf>[0]).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
