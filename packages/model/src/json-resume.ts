/**
 * The CV as JSON Resume (schema v1.0.0), the format other CV tools and job sites import.
 * Only fields the schema defines, and a field only when it has a value: an empty string would
 * fail the schema's email and uri formats.
 */
import { cvAuthorLine, type CvModel, type CvPublication } from './cv';

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The schema's iso8601: YYYY, YYYY-MM or YYYY-MM-DD. */
const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

type Json = string | string[] | Json[] | { [key: string]: Json | undefined };
type JsonObject = { [key: string]: Json | undefined };

/** The object without its empty strings, empty lists and undefined values. */
function compact<T extends JsonObject>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

const isoDate = (value: string | null) => (value && ISO_DATE.test(value) ? value : undefined);

export interface JsonResume extends JsonObject {
  $schema: string;
  basics: JsonObject;
  work: JsonObject[];
  education: JsonObject[];
  certificates: JsonObject[];
  skills: JsonObject[];
  projects: JsonObject[];
  publications: JsonObject[];
  meta: JsonObject;
}

/**
 * What the schema has no field for, as its summary: the authors in the paper's order (where the
 * owner stands among them matters to a reader) and the paper's identifiers as written.
 */
function paperSummary(p: CvPublication): string {
  const ids = [p.doi && `DOI: ${p.doi}`, p.arxivId && `arXiv: ${p.arxivId}`].filter(Boolean);
  return [cvAuthorLine(p), ...ids].filter(Boolean).join('; ');
}

/** `canonical`: where this file is published (https://example.com/resume.json). */
export function toJsonResume(cv: CvModel, canonical: string): JsonResume {
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: cv.name,
      label: cv.title,
      email: cv.contact.email,
      phone: cv.contact.phone,
      url: cv.contact.website,
      summary: cv.summary,
      profiles: cv.contact.linkedin ? [{ network: 'LinkedIn', url: cv.contact.linkedin }] : [],
    }),
    work: cv.experience.map((e) =>
      compact({
        name: e.company,
        position: e.position,
        startDate: isoDate(e.dates.start),
        endDate: isoDate(e.dates.end),
        summary: e.description,
        highlights: e.responsibilities,
      }),
    ),
    education: cv.education.map((e) =>
      compact({
        institution: e.institution,
        studyType: e.degree,
        startDate: isoDate(e.dates.start),
        endDate: isoDate(e.dates.end),
      }),
    ),
    certificates: cv.certifications.map((c) => compact({ name: c.title, issuer: c.issuer })),
    skills: cv.skills.map((s) => compact({ name: s.category, keywords: s.names })),
    projects: cv.projects.map((p) =>
      compact({ name: p.title, description: p.description, keywords: p.tags, url: p.url }),
    ),
    publications: cv.publications.map((p) =>
      compact({
        name: p.title,
        publisher: p.venue,
        releaseDate: isoDate(p.date),
        url: p.url,
        summary: paperSummary(p),
      }),
    ),
    meta: { version: 'v1.0.0', canonical },
  };
}
