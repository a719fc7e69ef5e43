import type { PersonalInfoField } from '@portfolio/model/collections';
import { CONTENT_MARK_KEY } from '@portfolio/model/page-contract';
import type { ImageRenditions } from '@portfolio/model/renditions';
import { HOME_SKILL_LIMITS } from '@/lib/skills';
import type { PublicDb } from '@/data/firebase/public-db';
import type { NoteCard } from '@/data/notes/model';
import type { Publication } from '@/data/publications/model';
import { pick } from '@/lib/pick';
import { reader } from './reader';
import { ALL_RENDITIONS_KEY, renditionsKey } from './renditions-keys';

const caseStudies = () => import('@/data/case-studies/public');
const certifications = reader(() => import('@/data/certifications/public'));
const cvSettings = reader(() => import('@/data/cv-settings/public'));
const education = reader(() => import('@/data/education/public'));
const experience = reader(() => import('@/data/experience/public'));
const imageRenditions = reader(() => import('@/data/image-renditions/public'));
const notebooks = () => import('@/data/notebooks/public');
const noteBodies = () => import('@/data/notes/body');
const notes = reader(() => import('@/data/notes/public'));
const personal = reader(() => import('@/data/personal-info/public'));
const projectFiles = reader(() => import('@/data/project-files/public'));
const projects = reader(() => import('@/data/projects/public'));
const publications = reader(() => import('@/data/publications/public'));
const publicationCitations = () => import('@/data/publications/citations');
const services = reader(() => import('@/data/services/public'));
const sitePublish = reader(() => import('@/data/site-publish/public'));
const skills = reader(() => import('@/data/skills/public'));

/**
 * Every public read with its cache key, so pages that show the same content (the
 * layout's name and the home hero) share one request and one stored copy.
 */
export interface PublicQueryDef<T> {
  key: string;
  /** Reads on `db`; without one, on the browser's lite client, loaded on the first read. */
  fetch: (db?: PublicDb) => Promise<T>;
}

const HERO_FIELDS: PersonalInfoField[] = ['name', 'title', 'tagline', 'profile_image'];
const HOME_ABOUT_FIELDS: PersonalInfoField[] = ['about_intro', 'about_detail'];
const CONTACT_FIELDS: PersonalInfoField[] = ['email', 'phone', 'linkedin'];
const HOME_TEASER_LIMIT = 2;
/** How many papers the home page shows. */
export const HOME_PUBLICATIONS_LIMIT = 3;

const HOME_PAPER_FIELDS = ['id', 'slug', 'title', 'venue', 'type', 'year', 'selected'] as const;
export type HomePublication = Pick<Publication, (typeof HOME_PAPER_FIELDS)[number]>;

/**
 * The home page's papers from every paper (given newest first): the selected ones, or the newest
 * when none is selected, as the home page's projects are; the first few, with what their lines
 * show and nothing else (no abstract in the stored and embedded copy). A render makes them from its
 * one read of every paper; the browser reads them the same way. The home page is where the site's
 * navigation (Home, About, Experience, Skills, Projects, Services, Contact) leads to the papers.
 */
export const homePublicationsOf = (all: readonly Publication[]): HomePublication[] => {
  const selected = all.filter((p) => p.selected);
  return (selected.length ? selected : all)
    .slice(0, HOME_PUBLICATIONS_LIMIT)
    .map((p) => pick(p, HOME_PAPER_FIELDS));
};

/** How many notes the home page shows. */
export const HOME_NOTES_LIMIT = 3;

/**
 * The home page's notes from every note's card (given newest first): the newest few. A render
 * makes them from its one read of the notes; the browser reads them the same way.
 */
export const homeNotesOf = (cards: readonly NoteCard[]): NoteCard[] => cards.slice(0, HOME_NOTES_LIMIT);

export const publicQueries = {
  /**
   * When public content last changed. A render reads it before the content and embeds it in each
   * page; the page compares it with the live one to know whether its content is still current.
   */
  contentMark: {
    key: CONTENT_MARK_KEY,
    fetch: async (db?: PublicDb) => (await sitePublish(db)).fetchContentMark(db),
  },
  hero: {
    key: 'personal:hero',
    fetch: async (db?: PublicDb) => (await personal(db)).fetchPersonalInfo(HERO_FIELDS, db),
  },
  homeAbout: {
    key: 'personal:home-about',
    fetch: async (db?: PublicDb) => (await personal(db)).fetchPersonalInfo(HOME_ABOUT_FIELDS, db),
  },
  personalAll: {
    key: 'personal:all',
    fetch: async (db?: PublicDb) => (await personal(db)).fetchPersonalInfo(undefined, db),
  },
  contactDetails: {
    key: 'personal:contact',
    fetch: async (db?: PublicDb) => (await personal(db)).fetchPersonalInfo(CONTACT_FIELDS, db),
  },
  homeEducation: {
    key: 'education:home',
    fetch: async (db?: PublicDb) => (await education(db)).fetchEducationTeasers(HOME_TEASER_LIMIT, db),
  },
  education: {
    key: 'education:all',
    fetch: async (db?: PublicDb) => (await education(db)).fetchEducation(undefined, db),
  },
  homeExperience: {
    key: 'experience:home',
    fetch: async (db?: PublicDb) => (await experience(db)).fetchExperienceTeasers(HOME_TEASER_LIMIT, db),
  },
  experience: {
    key: 'experience:all',
    fetch: async (db?: PublicDb) => (await experience(db)).fetchExperience(undefined, db),
  },
  certifications: {
    key: 'certifications:all',
    fetch: async (db?: PublicDb) => (await certifications(db)).fetchCertifications(db),
  },
  skills: { key: 'skills:all', fetch: async (db?: PublicDb) => (await skills(db)).fetchSkills(db) },
  homeSkills: {
    key: 'skills:home',
    fetch: async (db?: PublicDb) => (await skills(db)).fetchHomeSkills(HOME_SKILL_LIMITS, db),
  },
  services: { key: 'services:all', fetch: async (db?: PublicDb) => (await services(db)).fetchServices(db) },
  homeProjects: {
    key: 'projects:home',
    fetch: async (db?: PublicDb) => (await projects(db)).fetchHomeProjects(db),
  },
  projects: { key: 'projects:all', fetch: async (db?: PublicDb) => (await projects(db)).fetchProjects(db) },
  /** Only what the home page shows goes into its embedded snapshot. */
  homePublications: {
    key: 'publications:home',
    fetch: async (db?: PublicDb) => homePublicationsOf(await (await publications(db)).fetchPublications(db)),
  },
  cvSettings: {
    key: 'cv:settings',
    fetch: async (db?: PublicDb) => (await cvSettings(db)).fetchCvSettings(db),
  },
  /** Every note's card (no body), newest first: the notes page, the tag pages, a note's neighbours. */
  notes: {
    key: 'notes:all',
    fetch: async (db?: PublicDb) => (await notes(db)).fetchNoteCards(db),
  },
  /** The newest notes, for the home page. */
  homeNotes: {
    key: 'notes:home',
    fetch: async (db?: PublicDb) => homeNotesOf(await (await notes(db)).fetchNoteCards(db)),
  },
  /** The note at an address (its slug, an earlier slug or its document id), without its Markdown. */
  note: (address: string) => ({
    key: `note:${address}`,
    fetch: async (db?: PublicDb) => (await notes(db)).fetchNoteAt(address, db),
  }),
  /** A note's body, rendered by the prerender and publish (a static file, not Firestore). */
  noteBody: (address: string) => ({
    key: `note-body:${address}`,
    fetch: async () => (await noteBodies()).fetchNoteBody(address),
  }),
  /** The project at an address: its slug, an earlier slug or its document id. */
  project: (address: string) => ({
    key: `project:${address}`,
    fetch: async (db?: PublicDb) => (await projects(db)).fetchProjectAt(address, db),
  }),
  /** Every paper, newest first by its own date. */
  publications: {
    key: 'publications:all',
    fetch: async (db?: PublicDb) => (await publications(db)).fetchPublications(db),
  },
  /** The paper at an address: its slug, an earlier slug or its document id. */
  publication: (address: string) => ({
    key: `publication:${address}`,
    fetch: async (db?: PublicDb) => (await publications(db)).fetchPublicationAt(address, db),
  }),
  /**
   * A paper's five citations, made by the prerender and publish (a static file beside its page, at
   * its current address, not Firestore), so no lite client and no citation engine in the browser.
   */
  citations: (address: string) => ({
    key: `citations:${address}`,
    fetch: async () => (await publicationCitations()).fetchCitations(address),
  }),
  /** What AVIF and WebP widths exist of the images a page shows, by their Storage paths. */
  imageRenditions: (paths: readonly string[]) => ({
    key: renditionsKey(paths),
    // A page without uploaded images loads no Firestore client for them.
    fetch: async (db?: PublicDb): Promise<ImageRenditions> =>
      paths.length ? (await imageRenditions(db)).fetchImageRenditions(paths, db) : {},
  }),
  /** Every image's renditions: the prerender reads them once and answers each page's from them. */
  allImageRenditions: {
    key: ALL_RENDITIONS_KEY,
    fetch: async (db?: PublicDb) => (await imageRenditions(db)).fetchAllImageRenditions(db),
  },
  projectFiles: (id: string) => ({
    key: `project-files:${id}`,
    fetch: async (db?: PublicDb) => (await projectFiles(db)).fetchProjectFiles(id, db),
  }),
  /** Rendered by the prerender and publish (a static file, not Firestore), so no lite client. */
  caseStudy: (address: string) => ({
    key: `case-study:${address}`,
    fetch: async () => (await caseStudies()).fetchCaseStudy(address),
  }),
  /**
   * A notebook among a project's files, rendered by the prerender and publish like a case study,
   * beside the page at the project's current address; its files are found by the project's id.
   */
  notebook: (address: string, fileId: string, projectId: string) => ({
    key: `notebook:${address}/${fileId}`,
    fetch: async () => (await notebooks()).fetchNotebook(address, fileId, projectId),
  }),
} satisfies Record<string, PublicQueryDef<unknown> | ((...args: never[]) => PublicQueryDef<unknown>)>;
