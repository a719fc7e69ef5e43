/**
 * Firestore collection names and document shapes, exactly as stored. Shared by the web app, the
 * functions, the seed script and the rules tests, so a field is named in one place.
 */

import type { LifecycleFields } from './content-status';
import { COLLECTION_NAMES } from './content-types';

/**
 * Collection names by key (COLLECTIONS.projectFiles is 'project_files'). Derived from the
 * content-type registry (content-types.ts), the one place a collection is declared.
 */
export const COLLECTIONS = COLLECTION_NAMES;

export type { CollectionName } from './content-types';

/**
 * Every document id the app, the seed or a restore writes: Firestore auto ids, personal_info's
 * field names and the demo slugs all fit. An id becomes a page path, a file name and a link, so
 * anything else (a backslash, a dot segment, an encoded slash) could stop a whole publish.
 * firestore.rules states the same pattern (isSafeId).
 */
export const SAFE_ID_MAX = 100;
export const SAFE_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const isSafeId = (id: unknown): id is string => typeof id === 'string' && SAFE_ID_PATTERN.test(id);

export const PERSONAL_INFO_FIELDS = [
  'name',
  'title',
  'tagline',
  'profile_image',
  'about_intro',
  'about_detail',
  'email',
  'phone',
  'linkedin',
] as const;
export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];

export const SKILL_CATEGORIES = [
  'Programming Languages',
  'ML & Data Science',
  'Tools & Technologies',
  'Big Data',
  'Android Development',
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export const PROJECT_CATEGORIES = ['data', 'android'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export const PROJECT_CATEGORY_LABELS: Record<ProjectCategory, string> = {
  data: 'Data Science',
  android: 'Android App',
};

/**
 * A service sits in one of the services page's two sections, the same two areas as projects.
 * Services stored before this field existed read as 'data' until the admin saves them.
 */
export const SERVICE_CATEGORIES = PROJECT_CATEGORIES;
export type ServiceCategory = ProjectCategory;

/**
 * What kind of work a publication is: it picks the citation form and the Scholar tag of its venue
 * (a journal's or a conference's).
 */
export const PUBLICATION_TYPES = [
  'article',
  'conference',
  'preprint',
  'thesis',
  'chapter',
  'talk',
  'other',
] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];
export const PUBLICATION_TYPE_LABELS: Record<PublicationType, string> = {
  article: 'Journal article',
  conference: 'Conference paper',
  preprint: 'Preprint',
  thesis: 'Thesis',
  chapter: 'Book chapter',
  talk: 'Talk',
  other: 'Other',
};

/** The links a publication may carry besides its stored PDF, each a URL or empty. */
export const PUBLICATION_LINKS = ['pdf', 'code', 'slides', 'video', 'poster'] as const;
export type PublicationLink = (typeof PUBLICATION_LINKS)[number];

export const EMAIL_STATUSES = ['sent', 'failed', 'not_configured'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Storage folders, one per kind of upload (storage.rules allows these three only). */
export const STORAGE_FOLDERS = {
  projectImages: 'projects',
  projectFiles: 'files',
  profileImages: 'profiles',
} as const;

/**
 * Document shapes as stored. Times are left generic (`T`) because the web SDKs, the admin SDK
 * and the rules tests each have their own Timestamp class.
 */
export interface PersonalInfoDoc<T = unknown> {
  field_name: PersonalInfoField;
  field_value: string;
  updated_at: T;
}

export interface EducationDoc {
  degree: string;
  institution: string;
  start_date: string;
  end_date: string;
  description?: string;
  order_index: number;
}

export interface ExperienceDoc {
  position: string;
  company: string;
  start_date: string;
  end_date: string | null;
  description?: string;
  responsibilities: string[];
  order_index: number;
}

export interface CertificationDoc<T = unknown> {
  title: string;
  issuer: string;
  order_index: number;
  created_at: T;
}

export interface SkillDoc {
  name: string;
  category: SkillCategory;
  proficiency: number;
}

export interface ProjectDoc<T = unknown> extends LifecycleFields<T> {
  title: string;
  description: string;
  image_url: string;
  tags: string[];
  featured: boolean;
  category: ProjectCategory;
  code_url: string;
  live_url: string;
  created_at: T;
  /** The case study: an optional long write-up in Markdown, shown under the description. */
  case_study?: string;
  /** Its address, /projects/<slug> (slug.ts); projects saved before addresses existed have none. */
  slug?: string;
  /** Addresses it had before, still leading to it (newest last). */
  old_slugs?: string[];
}

export interface ProjectFileDoc<T = unknown> {
  project_id: string;
  name: string;
  description?: string;
  file_url: string;
  file_type: string;
  /** Path of the Storage object, empty when the file lives elsewhere (demo files, pasted URLs). */
  storage_path: string;
  order_index: number;
  created_at: T;
}

export interface PublicationDoc<T = unknown> extends LifecycleFields<T> {
  title: string;
  /** In the order the paper lists them, each as written ("Ada Lovelace"). */
  authors: string[];
  /** The position in `authors` of the site's owner, whose name the pages emphasise. */
  owner_author?: number;
  /** The paper lists more authors than are stored ("and others", or past the list's limit). */
  more_authors?: boolean;
  type: PublicationType;
  /** The journal, conference, school (thesis) or book; empty when there is none (a preprint). */
  venue: string;
  year: number;
  month?: number;
  day?: number;
  abstract: string;
  /** As written, without a resolver prefix ("10.1000/xyz"), or empty. */
  doi: string;
  /** As written ("2401.01234", "2401.01234v2", "cs/0112017"), or empty. */
  arxiv_id: string;
  /** Links elsewhere, each a URL or empty. */
  urls: Record<PublicationLink, string>;
  /** The uploaded PDF: its object under files/ and the link that downloads it, both empty when none. */
  pdf_storage_path: string;
  pdf_file_url: string;
  tags: string[];
  /** Shown among the selected papers (home page, CV). */
  selected: boolean;
  /** The BibTeX key it was imported under (a re-import of the same key is a duplicate), or empty. */
  cite_key: string;
  order_index: number;
  created_at: T;
  /** Its address, /publications/<slug>; without one it answers at its id. */
  slug?: string;
  old_slugs?: string[];
}

export interface NoteDoc<T = unknown> extends LifecycleFields<T> {
  title: string;
  /** One or two sentences: the lists, the feeds' description and the page's meta description. */
  summary: string;
  /** Markdown, rendered at prerender and Publish like a case study. */
  body: string;
  /** Each matches NOTE_TAG_PATTERN (notes.ts): letters and digits of any script, no markup. */
  tags: string[];
  /** The cover image: a download URL under projects/ (renditions are made for it), or empty. */
  image_url: string;
  /** The date the note shows and sorts by, which the admin sets (it may differ from created_at). */
  published_at: T;
  /** The project it writes about, by id, or empty. A deleted project's link is just not shown. */
  project_id: string;
  created_at: T;
  /** Its address, /notes/<slug>; without one it answers at its id. */
  slug?: string;
  old_slugs?: string[];
}

export interface ServiceDoc {
  title: string;
  description: string;
  icon: string;
  category: ServiceCategory;
  order_index: number;
}

export interface ContactMessageDoc<T = unknown> {
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: T;
  email_status: EmailStatus;
  read?: boolean;
}
