/**
 * The document checks of firestore.rules, in TypeScript: what a document must be to be stored.
 * A restored backup passes these before anything is written, so a file the rules would refuse
 * half-way is refused whole. Machine times are the one difference: the rules want the server's
 * time, a backup holds the time it read, so the caller says what a time looks like (`isTime`).
 * Both sides are held to the same limits: tests/rules/limits.test.ts attacks the rules at each
 * one, validate.test.ts these checks.
 */
import {
  COLLECTIONS,
  EMAIL_STATUSES,
  isSafeId,
  PERSONAL_INFO_FIELDS,
  PROJECT_CATEGORIES,
  SERVICE_CATEGORIES,
  SKILL_CATEGORIES,
  type CollectionName,
} from './collections';
import { CONTACT_EMAIL_PATTERN } from './contact';
import { CONTACT_LIMITS, LIST_LIMITS, PROFICIENCY, TEXT_LIMITS } from './limits';
import { isHttpUrl, isSiteUrl } from './urls';

type Data = Record<string, unknown>;
/** A reason the document is refused, or null when it would be stored. */
export type DocumentCheck = (id: string, data: Data) => string | null;

const DATE_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?$/;
const FILE_TYPE_PATTERN = /^[a-z]+\/[A-Za-z0-9.+_-]+$/;
const FILE_PATH_PATTERN = /^files\/[^/]+$/;

const isString = (v: unknown): v is string => typeof v === 'string';
const shortText = (v: unknown) => isString(v) && v.length <= TEXT_LIMITS.short;
const requiredShort = (v: unknown) => shortText(v) && (v as string).trim().length > 0;
const longText = (v: unknown) => isString(v) && v.length <= TEXT_LIMITS.long;
const requiredLong = (v: unknown) => longText(v) && (v as string).trim().length > 0;
const isUrl = (v: unknown) => isString(v) && v.length <= TEXT_LIMITS.url && isSiteUrl(v);
const urlOrEmpty = (v: unknown) => v === '' || isUrl(v);
const isDate = (v: unknown) => isString(v) && DATE_PATTERN.test(v);
const isOrder = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
const isEmail = (v: unknown) =>
  isString(v) && v.length <= CONTACT_LIMITS.emailMax && CONTACT_EMAIL_PATTERN.test(v);

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

/** One check per collection, as the rules state them. */
export function documentChecks(isTime: (v: unknown) => boolean): Record<CollectionName, DocumentCheck> {
  const checks = fieldChecks(isTime);
  return Object.fromEntries(
    Object.entries(checks).map(([name, check]) => [
      name,
      (id: string, data: Data) => (isSafeId(id) ? check(id, data) : UNSAFE_ID_PROBLEM),
    ]),
  ) as Record<CollectionName, DocumentCheck>;
}

function fieldChecks(isTime: (v: unknown) => boolean): Record<CollectionName, DocumentCheck> {
  const check =
    (
      required: readonly string[],
      optionalKeys: readonly string[],
      fields: Record<string, (v: unknown) => boolean>,
    ) =>
    (_id: string, data: Data) =>
      shapeProblem(data, required, optionalKeys) ?? firstFailing(data, fields);

  return {
    [COLLECTIONS.personalInfo]: (id, data) => {
      const shape = shapeProblem(data, ['field_name', 'field_value', 'updated_at']);
      if (shape) return shape;
      const field = data.field_name;
      const value = data.field_value;
      if (field !== id) return 'field_name differs from the document id';
      if (!(PERSONAL_INFO_FIELDS as readonly unknown[]).includes(field)) return 'field_name is not valid';
      if (!isString(value) || value.length > TEXT_LIMITS.personalValue) return 'field_value is not valid';
      if (field === 'profile_image' && !urlOrEmpty(value)) return 'field_value is not a link';
      if (field === 'linkedin' && value !== '' && !(isUrl(value) && isHttpUrl(value)))
        return 'field_value is not an http(s) link';
      if (field === 'email' && value !== '' && !isEmail(value)) return 'field_value is not an email address';
      if (!isTime(data.updated_at)) return 'updated_at is not valid';
      return null;
    },
    [COLLECTIONS.education]: check(
      ['degree', 'institution', 'start_date', 'end_date', 'order_index'],
      ['description'],
      {
        degree: requiredShort,
        institution: requiredShort,
        start_date: isDate,
        end_date: (v) => v === '' || isDate(v),
        description: optional(longText),
        order_index: isOrder,
      },
    ),
    [COLLECTIONS.experience]: check(
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
    [COLLECTIONS.certifications]: check(['title', 'issuer', 'order_index', 'created_at'], [], {
      title: requiredShort,
      issuer: requiredShort,
      order_index: isOrder,
      created_at: isTime,
    }),
    [COLLECTIONS.skills]: check(['name', 'category', 'proficiency'], [], {
      name: requiredShort,
      category: (v) => (SKILL_CATEGORIES as readonly unknown[]).includes(v),
      proficiency: (v) =>
        Number.isInteger(v) && (v as number) >= PROFICIENCY.min && (v as number) <= PROFICIENCY.max,
    }),
    [COLLECTIONS.projects]: check(
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
      ],
      ['case_study'],
      {
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
      },
    ),
    [COLLECTIONS.projectFiles]: check(
      ['project_id', 'name', 'file_url', 'file_type', 'storage_path', 'order_index', 'created_at'],
      ['description'],
      {
        project_id: isSafeId,
        name: requiredShort,
        description: optional(longText),
        file_url: (v) => v !== '' && v !== '#' && isUrl(v),
        file_type: (v) => shortText(v) && FILE_TYPE_PATTERN.test(v as string),
        storage_path: (v) => shortText(v) && (v === '' || FILE_PATH_PATTERN.test(v as string)),
        order_index: isOrder,
        created_at: isTime,
      },
    ),
    [COLLECTIONS.services]: check(['title', 'description', 'icon', 'category', 'order_index'], [], {
      title: requiredShort,
      description: longText,
      icon: shortText,
      category: (v) => (SERVICE_CATEGORIES as readonly unknown[]).includes(v),
      order_index: isOrder,
    }),
    // Stored only by the contact function, which checks the same limits (checkContactMessage).
    [COLLECTIONS.contactMessages]: check(
      ['name', 'email', 'subject', 'message', 'created_at', 'email_status'],
      ['read'],
      {
        name: (v) => isString(v) && v.length <= CONTACT_LIMITS.nameMax,
        email: isEmail,
        subject: (v) => isString(v) && v.length <= CONTACT_LIMITS.subjectMax,
        message: (v) => isString(v) && v.length <= CONTACT_LIMITS.messageMax,
        created_at: isTime,
        email_status: (v) => (EMAIL_STATUSES as readonly unknown[]).includes(v),
        read: optional((v) => typeof v === 'boolean'),
      },
    ),
  };
}
