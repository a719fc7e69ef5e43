/**
 * The document checks of firestore.rules, in TypeScript: what a document must be to be stored.
 * A restored backup passes these before anything is written, so a file the rules would refuse
 * half-way is refused whole. Machine times are the one difference: the rules want the server's
 * time, a backup holds the time it read, so the caller says what a time looks like (`isTime`).
 * Both sides are held to the same limits: tests/rules/limits.test.ts attacks the rules at each
 * one, validate.test.ts these checks.
 */
import {
  EMAIL_STATUSES,
  isSafeId,
  PERSONAL_INFO_FIELDS,
  PROJECT_CATEGORIES,
  PUBLICATION_LINKS,
  PUBLICATION_TYPES,
  SERVICE_CATEGORIES,
  SKILL_CATEGORIES,
  type CollectionName,
} from './collections';
import { isContentStatus, SCHEDULE_ERROR_MAX } from './content-status';
import { CONTENT_TYPES, hasLifecycle, type ContentTypeKey } from './content-types';
import { CONTACT_EMAIL_PATTERN } from './contact';
import {
  CONTACT_LIMITS,
  LIST_LIMITS,
  NOTE_LIMITS,
  PROFICIENCY,
  PUBLICATION_LIMITS,
  TEXT_LIMITS,
} from './limits';
import { isNoteTag } from './notes';
import { isArxivId, isCiteKey, isDoi } from './publications';
import { URL_PATTERN_SOURCE } from './urls';
import { isSlug, OLD_SLUGS_MAX } from './slug';

type Data = Record<string, unknown>;
/** A reason the document is refused, or null when it would be stored. */
export type DocumentCheck = (id: string, data: Data) => string | null;

const DATE_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?$/;
const FILE_TYPE_PATTERN = /^[a-z]+\/[A-Za-z0-9.+_-]+$/;
const FILE_PATH_PATTERN = /^files\/[^/]+$/;
/** A Storage download URL: .../v0/b/<bucket>/o/<encoded path>, then an optional query. */
const DOWNLOAD_LINK = /^https?:\/\/[^/?#]+\/v0\/b\/[^/?#]+\/o\/[^/?#]+([?#].*)?$/;
const OBJECT_NAME = /^files\/[A-Za-z0-9._-]+$/;

/**
 * storage_path is what deleting a file deletes, so it must be the very object file_url downloads;
 * object names hold only characters a download URL carries unescaped. Empty names no object.
 */
export function boundToObject(fileUrl: string, storagePath: string): boolean {
  if (storagePath === '') return true;
  if (!OBJECT_NAME.test(storagePath) || !DOWNLOAD_LINK.test(fileUrl)) return false;
  const segments = fileUrl.split(/[?#]/)[0]!.split('/');
  return segments[segments.length - 1] === `files%2F${storagePath.slice('files/'.length)}`;
}

/**
 * A pattern as the rules' matches() reads it: there `\s` is only tab, newline, form feed, carriage
 * return and space (RE2), where JavaScript adds the vertical tab and Unicode spaces. Every `\s`
 * of these patterns sits inside a character class, so spelling it out keeps the meaning.
 */
const asRulesPattern = (source: string) => new RegExp(source.replaceAll('\\s', '\\t\\n\\f\\r '));
const RULES_URL = asRulesPattern(URL_PATTERN_SOURCE);
const RULES_EMAIL = asRulesPattern(CONTACT_EMAIL_PATTERN.source);

const isString = (v: unknown): v is string => typeof v === 'string';
const shortText = (v: unknown) => isString(v) && v.length <= TEXT_LIMITS.short;
/**
 * The rules' trim(): it strips every character up to U+0020 (control characters too) and nothing
 * else, where JavaScript's trim() strips Unicode spaces and keeps control characters. A name of
 * only control characters is blank to the rules.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it strips
export const rulesTrim = (v: string) => v.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
const requiredShort = (v: unknown) => shortText(v) && rulesTrim(v as string).length > 0;
const longText = (v: unknown) => isString(v) && v.length <= TEXT_LIMITS.long;
const requiredLong = (v: unknown) => longText(v) && rulesTrim(v as string).length > 0;
/**
 * What the rules see as an int: the web SDK sends a number as an integer only when it is a safe
 * integer and not -0; 1e16 or -0 arrive as doubles, which `is int` refuses.
 */
export const isRulesInt = (v: unknown): v is number => Number.isSafeInteger(v) && !Object.is(v, -0);
const isUrl = (v: unknown) => isString(v) && v.length <= TEXT_LIMITS.url && RULES_URL.test(v);
const urlOrEmpty = (v: unknown) => v === '' || isUrl(v);
const isDate = (v: unknown) => isString(v) && DATE_PATTERN.test(v);
const isOrder = (v: unknown) => isRulesInt(v) && v >= 0;
const isEmail = (v: unknown) => isString(v) && v.length <= CONTACT_LIMITS.emailMax && RULES_EMAIL.test(v);

const isRecord = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const intBetween = (min: number, max: number) => (v: unknown) => isRulesInt(v) && v >= min && v <= max;

/** Every link key, and nothing else, each a URL or empty. */
const isPublicationLinks = (v: unknown) =>
  isRecord(v) &&
  shapeProblem(v, PUBLICATION_LINKS) === null &&
  PUBLICATION_LINKS.every((k) => urlOrEmpty(v[k]));

/** The uploaded PDF: none (both empty), or an object under files/ with the very link that downloads it. */
const pdfProblem = (data: Data) => {
  const path = data.pdf_storage_path as string;
  const link = data.pdf_file_url as string;
  if (path === '' && link === '') return null;
  return path !== '' && isUrl(link) && boundToObject(link, path)
    ? null
    : 'pdf_storage_path is not the object of pdf_file_url';
};

/**
 * A list the rules check joined by newlines, with one pattern: no item may hold a newline, and an
 * item's length is counted as the pattern counts it, in characters (an emoji is one), not in the
 * UTF-16 units of other fields' size().
 */
const lineList = (v: unknown, maxItems: number, maxLength: number) =>
  Array.isArray(v) &&
  v.length <= maxItems &&
  v.every((item) => isString(item) && item !== '' && !item.includes('\n') && [...item].length <= maxLength);

function stringList(v: unknown, maxItems: number, maxLength: number): boolean {
  return (
    Array.isArray(v) &&
    v.length <= maxItems &&
    v.every((item) => isString(item) && item !== '' && item.length <= maxLength)
  );
}

/** Exactly these keys: all of `required`, nothing outside `required` + `optional`. */
function shapeProblem(data: Data, required: readonly string[], optional: readonly string[] = []) {
  const missing = required.filter((k) => !(k in data));
  if (missing.length) return `missing ${missing.join(', ')}`;
  const allowed = new Set([...required, ...optional]);
  const extra = Object.keys(data).filter((k) => !allowed.has(k));
  if (extra.length) return `unexpected ${extra.join(', ')}`;
  return null;
}

/** The first failing field check, named, or null. */
function firstFailing(data: Data, checks: Record<string, (v: unknown) => boolean>): string | null {
  for (const [field, ok] of Object.entries(checks)) {
    if (!ok(data[field])) return `${field} is not valid`;
  }
  return null;
}

function optional(check: (v: unknown) => boolean) {
  return (v: unknown) => v === undefined || check(v);
}

/** The rules' isSafeId, refused before any field is looked at. */
export const UNSAFE_ID_PROBLEM = 'the id is not letters, digits, - and _ (at most 100)';

/** Firestore itself refuses ids of the form __name__, whatever the rules say. */
export const RESERVED_ID_PROBLEM = 'the id has the form __name__, which Firestore reserves';
const isReservedId = (id: string) => /^__.*__$/.test(id);

/** One check per collection of the registry, as the rules state them. */
export function documentChecks(isTime: (v: unknown) => boolean): Record<CollectionName, DocumentCheck> {
  const checks = fieldChecks(isTime);
  return Object.fromEntries(
    CONTENT_TYPES.map(({ key, name }) => {
      const check = checks[key];
      return [
        name,
        (id: string, data: Data) =>
          !isSafeId(id)
            ? UNSAFE_ID_PROBLEM
            : isReservedId(id)
              ? RESERVED_ID_PROBLEM
              : (check(id, data) ?? (hasLifecycle(name) ? scheduleProblem(data) : null)),
      ];
    }),
  ) as Record<CollectionName, DocumentCheck>;
}

/** The status fields of a document with a page of its own (content-status.ts). */
const LIFECYCLE_REQUIRED = ['status'] as const;
const LIFECYCLE_OPTIONAL = ['publish_at', 'schedule_error'] as const;
const lifecycleFields = (isTime: (v: unknown) => boolean) => ({
  status: isContentStatus,
  publish_at: optional((v) => v === null || isTime(v)),
  schedule_error: optional((v) => isString(v) && v.length <= SCHEDULE_ERROR_MAX),
});

/** A scheduled document says when it goes live. */
const scheduleProblem = (data: Data): string | null =>
  data.status === 'scheduled' && (data.publish_at === undefined || data.publish_at === null)
    ? 'publish_at is not valid'
    : null;

/**
 * Each collection's own check, by its registry key: the registry declares the collection, this
 * holds the rules it is stored under, and the compiler wants one for every registry entry. (Kept
 * out of content-types.ts so a page that only needs a collection's name loads no validator.)
 */
function fieldChecks(isTime: (v: unknown) => boolean): Record<ContentTypeKey, DocumentCheck> {
  const check =
    (
      required: readonly string[],
      optionalKeys: readonly string[],
      fields: Record<string, (v: unknown) => boolean>,
    ) =>
    (_id: string, data: Data) =>
      shapeProblem(data, required, optionalKeys) ?? firstFailing(data, fields);

  const projectFileFields = check(
    ['project_id', 'name', 'file_url', 'file_type', 'storage_path', 'order_index', 'created_at'],
    ['description'],
    {
      project_id: (v) => isSafeId(v) && !isReservedId(v),
      name: requiredShort,
      description: optional(longText),
      file_url: (v) => v !== '' && v !== '#' && isUrl(v),
      file_type: (v) => shortText(v) && FILE_TYPE_PATTERN.test(v as string),
      storage_path: (v) => shortText(v) && (v === '' || FILE_PATH_PATTERN.test(v as string)),
      order_index: isOrder,
      created_at: isTime,
    },
  );

  const publicationFields = check(
    [
      'title',
      'authors',
      'type',
      'venue',
      'year',
      'abstract',
      'doi',
      'arxiv_id',
      'urls',
      'pdf_storage_path',
      'pdf_file_url',
      'tags',
      'selected',
      'cite_key',
      'order_index',
      'created_at',
      ...LIFECYCLE_REQUIRED,
    ],
    ['owner_author', 'more_authors', 'month', 'day', 'slug', 'old_slugs', ...LIFECYCLE_OPTIONAL],
    {
      ...lifecycleFields(isTime),
      title: (v) => isString(v) && v.length <= PUBLICATION_LIMITS.title && rulesTrim(v).length > 0,
      authors: (v) =>
        lineList(v, PUBLICATION_LIMITS.authors, PUBLICATION_LIMITS.authorName) && (v as unknown[]).length > 0,
      type: (v) => (PUBLICATION_TYPES as readonly unknown[]).includes(v),
      venue: (v) => isString(v) && v.length <= PUBLICATION_LIMITS.venue,
      year: intBetween(PUBLICATION_LIMITS.yearMin, PUBLICATION_LIMITS.yearMax),
      abstract: longText,
      doi: (v) => v === '' || isDoi(v),
      arxiv_id: (v) => v === '' || isArxivId(v),
      urls: isPublicationLinks,
      pdf_storage_path: (v) => shortText(v) && (v === '' || FILE_PATH_PATTERN.test(v as string)),
      pdf_file_url: urlOrEmpty,
      tags: (v) => lineList(v, LIST_LIMITS.tags, TEXT_LIMITS.short),
      selected: (v) => typeof v === 'boolean',
      cite_key: isCiteKey,
      order_index: isOrder,
      created_at: isTime,
      more_authors: optional((v) => typeof v === 'boolean'),
      month: optional(intBetween(1, 12)),
      day: optional(intBetween(1, 31)),
      slug: optional(isSlug),
      old_slugs: optional((v) => Array.isArray(v) && v.length <= OLD_SLUGS_MAX && v.every(isSlug)),
    },
  );

  return {
    publications: (id, data) => {
      const problem = publicationFields(id, data);
      if (problem) return problem;
      const authors = (data.authors as unknown[]).length;
      if (data.owner_author !== undefined && !intBetween(0, authors - 1)(data.owner_author))
        return 'owner_author is not valid';
      if (data.day !== undefined && data.month === undefined) return 'day is not valid';
      return pdfProblem(data);
    },
    personalInfo: (id, data) => {
      const shape = shapeProblem(data, ['field_name', 'field_value', 'updated_at']);
      if (shape) return shape;
      const field = data.field_name;
      const value = data.field_value;
      if (field !== id) return 'field_name differs from the document id';
      if (!(PERSONAL_INFO_FIELDS as readonly unknown[]).includes(field)) return 'field_name is not valid';
      if (!isString(value) || value.length > TEXT_LIMITS.personalValue) return 'field_value is not valid';
      if (field === 'profile_image' && !urlOrEmpty(value)) return 'field_value is not a link';
      if (field === 'linkedin' && value !== '' && !(isUrl(value) && /^https?:\/\//.test(value)))
        return 'field_value is not an http(s) link';
      if (field === 'email' && value !== '' && !isEmail(value)) return 'field_value is not an email address';
      if (!isTime(data.updated_at)) return 'updated_at is not valid';
      return null;
    },
    education: check(['degree', 'institution', 'start_date', 'end_date', 'order_index'], ['description'], {
      degree: requiredShort,
      institution: requiredShort,
      start_date: isDate,
      end_date: (v) => v === '' || isDate(v),
      description: optional(longText),
      order_index: isOrder,
    }),
    experience: check(
      ['position', 'company', 'start_date', 'end_date', 'responsibilities', 'order_index'],
      ['description'],
      {
        position: requiredShort,
        company: requiredShort,
        start_date: isDate,
        end_date: (v) => v === null || isDate(v),
        description: optional(longText),
        responsibilities: (v) => stringList(v, LIST_LIMITS.responsibilities, TEXT_LIMITS.long),
        order_index: isOrder,
      },
    ),
    certifications: check(['title', 'issuer', 'order_index', 'created_at'], [], {
      title: requiredShort,
      issuer: requiredShort,
      order_index: isOrder,
      created_at: isTime,
    }),
    skills: check(['name', 'category', 'proficiency'], [], {
      name: requiredShort,
      category: (v) => (SKILL_CATEGORIES as readonly unknown[]).includes(v),
      proficiency: (v) => isRulesInt(v) && v >= PROFICIENCY.min && v <= PROFICIENCY.max,
    }),
    projects: check(
      [
        'title',
        'description',
        'image_url',
        'tags',
        'featured',
        'category',
        'code_url',
        'live_url',
        'created_at',
        ...LIFECYCLE_REQUIRED,
      ],
      ['case_study', 'slug', 'old_slugs', ...LIFECYCLE_OPTIONAL],
      {
        ...lifecycleFields(isTime),
        title: requiredShort,
        description: requiredLong,
        image_url: urlOrEmpty,
        tags: (v) => stringList(v, LIST_LIMITS.tags, TEXT_LIMITS.short),
        featured: (v) => typeof v === 'boolean',
        category: (v) => (PROJECT_CATEGORIES as readonly unknown[]).includes(v),
        code_url: urlOrEmpty,
        live_url: urlOrEmpty,
        created_at: isTime,
        case_study: optional((v) => isString(v) && v.length <= TEXT_LIMITS.caseStudy),
        slug: optional(isSlug),
        old_slugs: optional((v) => Array.isArray(v) && v.length <= OLD_SLUGS_MAX && v.every(isSlug)),
      },
    ),
    projectFiles: (id, data) =>
      projectFileFields(id, data) ??
      (boundToObject(data.file_url as string, data.storage_path as string)
        ? null
        : 'storage_path is not the object of file_url'),
    services: check(['title', 'description', 'icon', 'category', 'order_index'], [], {
      title: requiredShort,
      description: longText,
      icon: shortText,
      category: (v) => (SERVICE_CATEGORIES as readonly unknown[]).includes(v),
      order_index: isOrder,
    }),
    notes: check(
      [
        'title',
        'summary',
        'body',
        'tags',
        'image_url',
        'published_at',
        'project_id',
        'created_at',
        ...LIFECYCLE_REQUIRED,
      ],
      ['slug', 'old_slugs', ...LIFECYCLE_OPTIONAL],
      {
        ...lifecycleFields(isTime),
        title: (v) => isString(v) && v.length <= NOTE_LIMITS.title && rulesTrim(v).length > 0,
        summary: (v) => isString(v) && v.length <= NOTE_LIMITS.summary,
        body: (v) => isString(v) && v.length <= NOTE_LIMITS.body,
        // Checked as the rules check them: joined by newlines, each item counted in characters.
        tags: (v) => lineList(v, NOTE_LIMITS.tags, NOTE_LIMITS.tag) && (v as unknown[]).every(isNoteTag),
        image_url: urlOrEmpty,
        published_at: isTime,
        project_id: (v) => v === '' || (isSafeId(v) && !isReservedId(v)),
        created_at: isTime,
        slug: optional(isSlug),
        old_slugs: optional((v) => Array.isArray(v) && v.length <= OLD_SLUGS_MAX && v.every(isSlug)),
      },
    ),
    // Stored only by the contact function, which checks the same limits (checkContactMessage).
    contactMessages: check(['name', 'email', 'subject', 'message', 'created_at', 'email_status'], ['read'], {
      name: (v) => isString(v) && v.length <= CONTACT_LIMITS.nameMax,
      email: isEmail,
      subject: (v) => isString(v) && v.length <= CONTACT_LIMITS.subjectMax,
      message: (v) => isString(v) && v.length <= CONTACT_LIMITS.messageMax,
      created_at: isTime,
      email_status: (v) => (EMAIL_STATUSES as readonly unknown[]).includes(v),
      read: optional((v) => typeof v === 'boolean'),
    }),
  };
}
