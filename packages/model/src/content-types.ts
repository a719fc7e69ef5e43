/**
 * The content-type registry: one declaration per Firestore collection, the only place a
 * collection is listed. Every list of collections (history and trash, backup and restore, the
 * publish mark, public reads, the rules tests' matrix) is derived here, and
 * tests/lint/collection-lists.test.ts fails when one is written out anywhere else. Adding a
 * collection is its entry here, its check in validate.ts (the compiler asks for one per entry),
 * its rules in firestore.rules and its feature folders.
 */
import type { STORAGE_FOLDERS } from './collections';
import {
  CONTACT_LIMITS,
  LIST_LIMITS,
  NOTE_LIMITS,
  PROFICIENCY,
  PUBLICATION_LIMITS,
  TEXT_LIMITS,
} from './limits';
import { NOTE_SLUGS_COLLECTION } from './notes';
import { PUBLICATION_SLUGS_COLLECTION } from './publications';
import { OLD_SLUGS_MAX, PROJECT_SLUGS_COLLECTION } from './slug';

/** The machine times the server stamps on a document. */
export type TimeField = 'created_at' | 'updated_at';

/** A field that names a stored object of ours: as a download URL or as the object's path. */
export interface StorageField {
  field: string;
  form: 'url' | 'path';
  folder: keyof typeof STORAGE_FOLDERS;
  /** Only a document whose `field` holds `equals` names an object here (the profile photo row). */
  when?: { field: string; equals: string };
}

export interface ContentTypeDeclaration {
  /** The name code uses for it: COLLECTIONS[key]. */
  key: string;
  /** The Firestore collection. */
  name: string;
  /** Whether visitors read it: the public pages show it, so a write marks the site unpublished. */
  visitors: boolean;
  /**
   * Who writes it. The admin's content has a history and a trash and a restore writes it back;
   * the contact function's messages are only kept in a backup (a client may not write them).
   */
  writer: 'admin' | 'contact-function';
  /** Whether its documents carry an order_index the admin sets. */
  ordered: boolean;
  /** The machine times its documents carry. */
  times: readonly TimeField[];
  /**
   * Times the admin sets (a note's publish date): stored as timestamps like the machine times,
   * kept as ISO text in a backup like them, and turned back into times when a backup is restored.
   */
  dates?: readonly string[];
  /** Whether a document has an address of its own (slug, old_slugs). */
  slug: boolean;
  /**
   * Where a document with an address claims it: one document per slug in `collection` naming
   * the holder's id in its field `holder`, written with the document and put back by a restore.
   * `noun` is what the admin calls one of its documents.
   */
  claims?: { collection: string; holder: string; noun: string };
  /** The collection its documents belong to, by the field holding the owner's id. */
  parent?: { key: string; field: string };
  /** The fields that name stored objects, in the order they are looked at. */
  storage: readonly StorageField[];
  /** The most a field may hold (characters, list items, or the highest number), as validate.ts checks. */
  limits: Readonly<Record<string, number>>;
  /**
   * Whether its documents have a page of their own and so a status (content-status.ts): draft,
   * scheduled or published. Visitors read only published ones.
   */
  lifecycle?: boolean;
  /**
   * Added after backups were first made: a backup from before lacks it, and restoring such a
   * backup leaves its documents as they are (the backup says nothing about them).
   */
  laterThanBackups?: boolean;
}

/** In the order a restore writes them: a parent before the collections that belong to it. */
export const CONTENT_TYPES = [
  {
    key: 'personalInfo',
    name: 'personal_info',
    visitors: true,
    writer: 'admin',
    ordered: false,
    times: ['updated_at'],
    slug: false,
    storage: [
      {
        field: 'field_value',
        form: 'url',
        folder: 'profileImages',
        when: { field: 'field_name', equals: 'profile_image' },
      },
    ],
    limits: { field_value: TEXT_LIMITS.personalValue },
  },
  {
    key: 'education',
    name: 'education',
    visitors: true,
    writer: 'admin',
    ordered: true,
    times: [],
    slug: false,
    storage: [],
    limits: { degree: TEXT_LIMITS.short, institution: TEXT_LIMITS.short, description: TEXT_LIMITS.long },
  },
  {
    key: 'experience',
    name: 'experience',
    visitors: true,
    writer: 'admin',
    ordered: true,
    times: [],
    slug: false,
    storage: [],
    limits: {
      position: TEXT_LIMITS.short,
      company: TEXT_LIMITS.short,
      description: TEXT_LIMITS.long,
      responsibilities: LIST_LIMITS.responsibilities,
    },
  },
  {
    key: 'certifications',
    name: 'certifications',
    visitors: true,
    writer: 'admin',
    ordered: true,
    times: ['created_at'],
    slug: false,
    storage: [],
    limits: { title: TEXT_LIMITS.short, issuer: TEXT_LIMITS.short },
  },
  {
    key: 'skills',
    name: 'skills',
    visitors: true,
    writer: 'admin',
    ordered: false,
    times: [],
    slug: false,
    storage: [],
    limits: { name: TEXT_LIMITS.short, proficiency: PROFICIENCY.max },
  },
  {
    key: 'services',
    name: 'services',
    visitors: true,
    writer: 'admin',
    ordered: true,
    times: [],
    slug: false,
    storage: [],
    limits: { title: TEXT_LIMITS.short, description: TEXT_LIMITS.long, icon: TEXT_LIMITS.short },
  },
  {
    key: 'projects',
    name: 'projects',
    visitors: true,
    writer: 'admin',
    ordered: false,
    times: ['created_at'],
    dates: ['publish_at'],
    slug: true,
    lifecycle: true,
    claims: { collection: PROJECT_SLUGS_COLLECTION, holder: 'project_id', noun: 'project' },
    storage: [{ field: 'image_url', form: 'url', folder: 'projectImages' }],
    limits: {
      title: TEXT_LIMITS.short,
      description: TEXT_LIMITS.long,
      image_url: TEXT_LIMITS.url,
      code_url: TEXT_LIMITS.url,
      live_url: TEXT_LIMITS.url,
      tags: LIST_LIMITS.tags,
      case_study: TEXT_LIMITS.caseStudy,
      old_slugs: OLD_SLUGS_MAX,
    },
  },
  {
    key: 'projectFiles',
    name: 'project_files',
    visitors: true,
    writer: 'admin',
    ordered: true,
    times: ['created_at'],
    slug: false,
    parent: { key: 'projects', field: 'project_id' },
    // The path is what deleting the file deletes; the link is what visitors download.
    storage: [
      { field: 'storage_path', form: 'path', folder: 'projectFiles' },
      { field: 'file_url', form: 'url', folder: 'projectFiles' },
    ],
    limits: {
      name: TEXT_LIMITS.short,
      description: TEXT_LIMITS.long,
      file_url: TEXT_LIMITS.url,
      file_type: TEXT_LIMITS.short,
      storage_path: TEXT_LIMITS.short,
    },
  },
  {
    key: 'publications',
    name: 'publications',
    visitors: true,
    writer: 'admin',
    ordered: true,
    times: ['created_at'],
    dates: ['publish_at'],
    slug: true,
    lifecycle: true,
    claims: { collection: PUBLICATION_SLUGS_COLLECTION, holder: 'publication_id', noun: 'paper' },
    laterThanBackups: true,
    // The uploaded PDF sits with the project files (same folder, same size limit, same type check).
    storage: [
      { field: 'pdf_storage_path', form: 'path', folder: 'projectFiles' },
      { field: 'pdf_file_url', form: 'url', folder: 'projectFiles' },
    ],
    limits: {
      title: PUBLICATION_LIMITS.title,
      authors: PUBLICATION_LIMITS.authors,
      venue: PUBLICATION_LIMITS.venue,
      year: PUBLICATION_LIMITS.yearMax,
      abstract: TEXT_LIMITS.long,
      doi: PUBLICATION_LIMITS.doi,
      arxiv_id: PUBLICATION_LIMITS.arxivId,
      urls: TEXT_LIMITS.url,
      pdf_storage_path: TEXT_LIMITS.short,
      pdf_file_url: TEXT_LIMITS.url,
      tags: LIST_LIMITS.tags,
      cite_key: PUBLICATION_LIMITS.citeKey,
      old_slugs: OLD_SLUGS_MAX,
    },
  },
  {
    key: 'notes',
    name: 'notes',
    visitors: true,
    writer: 'admin',
    ordered: false,
    times: ['created_at'],
    dates: ['published_at', 'publish_at'],
    slug: true,
    lifecycle: true,
    claims: { collection: NOTE_SLUGS_COLLECTION, holder: 'note_id', noun: 'note' },
    laterThanBackups: true,
    // The cover sits with the project images, so it gets the same renditions.
    storage: [{ field: 'image_url', form: 'url', folder: 'projectImages' }],
    limits: {
      title: NOTE_LIMITS.title,
      summary: NOTE_LIMITS.summary,
      body: NOTE_LIMITS.body,
      tags: NOTE_LIMITS.tags,
      image_url: TEXT_LIMITS.url,
      old_slugs: OLD_SLUGS_MAX,
    },
  },
  {
    key: 'contactMessages',
    name: 'contact_messages',
    visitors: false,
    writer: 'contact-function',
    ordered: false,
    times: ['created_at'],
    slug: false,
    storage: [],
    limits: {
      name: CONTACT_LIMITS.nameMax,
      email: CONTACT_LIMITS.emailMax,
      subject: CONTACT_LIMITS.subjectMax,
      message: CONTACT_LIMITS.messageMax,
    },
  },
] as const satisfies readonly ContentTypeDeclaration[];

export type ContentType = (typeof CONTENT_TYPES)[number];
export type ContentTypeKey = ContentType['key'];
export type CollectionName = ContentType['name'];
/** The collections the admin edits: they have a history, a trash, and a restore writes them. */
export type AdminCollection = Extract<ContentType, { writer: 'admin' }>['name'];

/** Names by key, as COLLECTIONS (collections.ts) exposes them. */
export type CollectionNames = { readonly [T in ContentType as T['key']]: T['name'] };
export const COLLECTION_NAMES = Object.freeze(
  Object.fromEntries(CONTENT_TYPES.map((t) => [t.key, t.name])),
) as CollectionNames;

const names = <N extends CollectionName>(where: (t: ContentType) => boolean): readonly N[] =>
  CONTENT_TYPES.filter(where).map((t) => t.name as N);

/** Every collection, in the registry's order: what a backup holds. */
export const ALL_COLLECTIONS: readonly CollectionName[] = names(() => true);
/** The admin's collections, in the registry's order. */
export const ADMIN_COLLECTIONS = names<AdminCollection>((t) => t.writer === 'admin');
/** The collections visitors read. */
export const VISITOR_COLLECTIONS: readonly CollectionName[] = names((t) => t.visitors);
/** The collections whose documents the admin puts in order (order_index). */
export const ORDERED_COLLECTIONS: readonly CollectionName[] = names((t) => t.ordered);
/** The collections whose documents have an address of their own. */
export const SLUG_COLLECTIONS: readonly CollectionName[] = names((t) => t.slug);
/** The admin's collections whose documents carry a created_at the server stamps. */
export const CREATED_AT_COLLECTIONS = names<AdminCollection>(
  (t) => t.writer === 'admin' && (t.times as readonly TimeField[]).includes('created_at'),
);
/** The collections that belong to another (their documents go when its document goes). */
export const CHILD_COLLECTIONS: readonly CollectionName[] = names((t) => 'parent' in t);

/** The collections whose documents have a status (draft, scheduled, published). */
export const LIFECYCLE_COLLECTIONS: readonly CollectionName[] = names((t) => 'lifecycle' in t);
export const hasLifecycle = (collection: string): boolean =>
  (LIFECYCLE_COLLECTIONS as readonly string[]).includes(collection);

/** The collections an older backup may lack: see laterThanBackups. */
export const LATER_THAN_BACKUPS: readonly CollectionName[] = names((t) => 'laterThanBackups' in t);

const BY_NAME = new Map<string, ContentType>(CONTENT_TYPES.map((t) => [t.name, t]));

/** The declaration of a collection, or undefined for a name that is none. */
export const contentType = (name: string): ContentType | undefined => BY_NAME.get(name);

/** The times the admin sets in a collection's documents (none for most). */
export function dateFieldsOf(collection: string): readonly string[] {
  const declared = contentType(collection);
  return declared && 'dates' in declared ? declared.dates : [];
}

/** Where a collection's documents claim their addresses; undefined for one without addresses. */
export function addressClaimsOf(
  collection: string,
): { collection: string; holder: string; noun: string } | undefined {
  const declared = contentType(collection);
  return declared && 'claims' in declared ? declared.claims : undefined;
}

/**
 * The storage fields a document uses: its collection's, less those whose condition it does not
 * meet (a personal_info row other than the photo names no object).
 */
export function storageFieldsOf(collection: string, data: Record<string, unknown>): readonly StorageField[] {
  const declared: readonly StorageField[] = contentType(collection)?.storage ?? [];
  return declared.filter((s) => !s.when || data[s.when.field] === s.when.equals);
}
