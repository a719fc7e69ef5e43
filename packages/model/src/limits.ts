/**
 * Field limits enforced by firestore.rules, storage.rules, the callable and the forms.
 * The rules files cannot import this module; tests/rules asserts both agree.
 */

export const TEXT_LIMITS = {
  short: 200, // names, titles, degrees, companies, tags, file names
  url: 2048,
  long: 5000, // descriptions, about texts, messages
  personalValue: 5000,
  caseStudy: 100_000, // a project's Markdown write-up
} as const;

export const LIST_LIMITS = {
  tags: 20,
  responsibilities: 30,
} as const;

/**
 * A paper's title or venue can run past a project's 200 characters ("Proceedings of the ...");
 * author lists are capped at AUTHORS and the rest is marked (more_authors), as "et al." reads.
 */
export const PUBLICATION_LIMITS = {
  title: 500,
  venue: 500,
  authors: 50,
  authorName: 200,
  citeKey: 200,
  doi: 200,
  arxivId: 50,
  yearMin: 1000,
  yearMax: 9999,
} as const;

/**
 * A note: a title like a project's, a summary for lists and feeds, a Markdown body as long as a
 * case study, and a few short tags (each is also a page address, /notes/tags/<tag>).
 */
export const NOTE_LIMITS = {
  title: 200,
  summary: 500,
  body: 100_000,
  tags: 10,
  tag: 40,
} as const;

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const PROFICIENCY = { min: 0, max: 100 } as const;

/** Upload limits per Storage folder, in bytes. Stated in the README. */
export const UPLOAD_LIMITS = {
  projects: 5 * 1024 * 1024,
  profiles: 2 * 1024 * 1024,
  files: 50 * 1024 * 1024,
} as const;

export const REORDER_MAX_UPDATES = 500;

/** The callable's name, the one the web app calls and the functions export. */
export const REORDER_FUNCTION = 'reorder-project-files';

/**
 * The one restore callable: a version from the history, a trash entry, a backup's documents, and
 * what a client may not write of a backup (the original created_at, the contact messages).
 * Records per call, to stay within a request.
 */
export const RESTORE_RECORDS_FUNCTION = 'restore-records';
export const RESTORE_RECORDS_MAX = { times: 400, messages: 100 } as const;
/** Documents per call of a backup's write phase: one atomic write, under Firestore's 500. */
export const RESTORE_WRITES_MAX = 400;
/**
 * A callable's request may be 10 MB at most; the browser sends a backup's documents in calls of
 * at most this much JSON (one document is at most 1 MiB, so every document fits in one call).
 */
export const RESTORE_CALL_BYTES = 8 * 1024 * 1024;
