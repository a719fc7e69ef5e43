/**
 * The CV the site writes from its own content: one model for the /cv page, /cv.pdf and
 * /resume.json, so the three can never say different things.
 */
import {
  SKILL_CATEGORIES,
  type CertificationDoc,
  type EducationDoc,
  type ExperienceDoc,
  type PersonalInfoField,
  type ProjectDoc,
  PUBLICATION_TYPE_LABELS,
  type PublicationDoc,
  type SkillCategory,
  type SkillDoc,
} from './collections';
import { publicationAddress } from './publications';
import { projectPath, publicationPath } from './routes';
import { projectAddress } from './slug';
import { isHttpUrl } from './urls';

/** The CV's own settings: one document the admin edits (CV_SETTINGS_PATH). */
export interface CvSettingsDoc<T = unknown> {
  /** One or two sentences under the name; empty = the About page's introduction. */
  summary: string;
  /** Projects shown, in this order; null = the featured projects. */
  project_ids: string[] | null;
  /** Certifications shown, in this order; null = all of them. */
  certification_ids: string[] | null;
  show_phone: boolean;
  /**
   * Every paper, not only the selected ones. Settings saved before papers existed lack it: false
   * (the selected papers, or every paper while none is selected).
   */
  all_publications: boolean;
  updated_at: T;
}

export type CvSettings = Omit<CvSettingsDoc, 'updated_at'>;

/** Where the settings live: a collection of site-wide settings, one document per feature. */
export const CV_SETTINGS_PATH = { collection: 'site_settings', doc: 'cv' } as const;

export const CV_LIMITS = { summary: 600, projects: 8, certifications: 20 } as const;

/** What a CV shows before the admin has chosen anything. */
export const DEFAULT_CV_SETTINGS: CvSettings = {
  summary: '',
  project_ids: null,
  certification_ids: null,
  show_phone: false,
  all_publications: false,
};

/** How many featured projects a CV lists when the admin has not picked them. */
export const CV_DEFAULT_PROJECTS = 4;

type WithId<T> = T & { id: string };

/** The stored content a CV is made from, as the site reads it (ids beside the fields). */
export interface CvContent {
  /** The public address of the site, for the links a PDF or another tool follows. */
  siteUrl: string;
  personal: Partial<Record<PersonalInfoField, string>>;
  experience: ReadonlyArray<WithId<ExperienceDoc>>;
  education: ReadonlyArray<WithId<EducationDoc>>;
  certifications: ReadonlyArray<WithId<Pick<CertificationDoc, 'title' | 'issuer' | 'order_index'>>>;
  skills: ReadonlyArray<Pick<SkillDoc, 'name' | 'category' | 'proficiency'>>;
  projects: ReadonlyArray<
    WithId<
      Pick<ProjectDoc, 'title' | 'description' | 'tags' | 'featured' | 'code_url' | 'live_url' | 'slug'> & {
        created_at?: Date | null;
      }
    >
  >;
  /** Every paper; the CV lists the selected ones, or all of them when none is selected. */
  publications: ReadonlyArray<
    WithId<
      Pick<
        PublicationDoc,
        | 'title'
        | 'authors'
        | 'owner_author'
        | 'more_authors'
        | 'type'
        | 'venue'
        | 'year'
        | 'month'
        | 'day'
        | 'doi'
        | 'arxiv_id'
        | 'selected'
        | 'order_index'
        | 'slug'
      >
    >
  >;
  settings: CvSettings | null;
}

/** A paper as the CV cites it. */
export interface CvPublication {
  id: string;
  title: string;
  /** In the paper's order; `owner` marks the site's owner, whom every form of the CV emphasises. */
  authors: Array<{ name: string; owner: boolean }>;
  /** The paper lists more authors than these ("et al."). */
  moreAuthors: boolean;
  /** The journal, conference or school; the kind of paper when it has none (a preprint). */
  venue: string;
  year: number;
  /** YYYY, YYYY-MM or YYYY-MM-DD, as precise as the paper's date is stored. */
  date: string;
  /** The paper's page on this site, absolute. */
  url: string;
  /** As written ("10.1145/3292500.3330701"), or empty; doiUrl is its resolver link. */
  doi: string;
  doiUrl: string;
  /** As written ("2403.01234"), or empty; arxivUrl is its abstract page. */
  arxivId: string;
  arxivUrl: string;
}

export interface CvEntryDates {
  /** As stored: YYYY, YYYY-MM or YYYY-MM-DD. */
  start: string;
  /** null or empty = to this day. */
  end: string | null;
  /** 'Mar 2021 - Present'. */
  label: string;
}

export interface CvModel {
  name: string;
  title: string;
  summary: string;
  contact: { email: string; phone: string; linkedin: string; website: string };
  experience: Array<{
    id: string;
    position: string;
    company: string;
    dates: CvEntryDates;
    description: string;
    responsibilities: string[];
  }>;
  education: Array<{
    id: string;
    degree: string;
    institution: string;
    dates: CvEntryDates;
    description: string;
  }>;
  certifications: Array<{ id: string; title: string; issuer: string }>;
  skills: Array<{ category: SkillCategory; names: string[] }>;
  projects: Array<{
    id: string;
    title: string;
    description: string;
    tags: string[];
    /** The project's page on this site, absolute. */
    url: string;
    codeUrl: string;
    liveUrl: string;
  }>;
  publications: CvPublication[];
  /** The name a downloaded PDF is saved under: 'Alex-Morgan-CV.pdf'. */
  pdfFileName: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const CV_PRESENT = 'Present';

/** The CV's section titles: the /cv page, the admin's preview and the PDF name them alike. */
export const CV_SECTION_TITLES = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  certifications: 'Certifications',
  skills: 'Skills',
  projects: 'Selected projects',
  publications: 'Publications',
} as const;

/** 'Mar 2021' for 2021-03 or 2021-03-15, the year alone for 2021, anything else as typed. */
export function cvMonthYear(value: string): string {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?$/.exec(value.trim());
  if (!match) return value.trim();
  const month = match[2] ? MONTHS[Number(match[2]) - 1] : undefined;
  return month ? `${month} ${match[1]}` : match[1]!;
}

function dates(start: string, end: string | null | undefined): CvEntryDates {
  const to = end && end.trim() !== '' ? end.trim() : null;
  const label = `${cvMonthYear(start)} - ${to ? cvMonthYear(to) : CV_PRESENT}`;
  return { start: start.trim(), end: to, label };
}

const byOrder = (a: { order_index: number }, b: { order_index: number }) => a.order_index - b.order_index;
const trimmed = (value: string | undefined) => (value ?? '').trim();
const httpOrEmpty = (value: string) => (isHttpUrl(value.trim()) ? value.trim() : '');

/** The given ids' items in the given order; ids that name nothing are left out. */
function pick<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Newest first by the paper's own date, then by the admin's order among papers of one date. */
function byPaperDate(
  a: Pick<PublicationDoc, 'year' | 'month' | 'day' | 'order_index'>,
  b: Pick<PublicationDoc, 'year' | 'month' | 'day' | 'order_index'>,
): number {
  return (
    b.year - a.year ||
    (b.month ?? 0) - (a.month ?? 0) ||
    (b.day ?? 0) - (a.day ?? 0) ||
    a.order_index - b.order_index
  );
}

/** The resolver link of a DOI: every character but the prefix's slash percent-encoded. */
const doiUrl = (doi: string) =>
  doi ? `https://doi.org/${encodeURIComponent(doi).replace(/%2F/gi, '/')}` : '';
const arxivUrl = (id: string) =>
  id ? `https://arxiv.org/abs/${encodeURIComponent(id).replace(/%2F/gi, '/')}` : '';

function cvPublication(p: CvContent['publications'][number], site: string): CvPublication {
  const month = p.month !== undefined ? `-${pad2(p.month)}` : '';
  const day = p.month !== undefined && p.day !== undefined ? `-${pad2(p.day)}` : '';
  const doi = p.doi.trim();
  const arxivId = p.arxiv_id.trim();
  return {
    id: p.id,
    title: p.title.trim(),
    authors: p.authors
      .map((name, i) => ({ name: name.trim(), owner: i === p.owner_author }))
      .filter((a) => a.name !== ''),
    moreAuthors: p.more_authors === true,
    venue: p.venue.trim() || PUBLICATION_TYPE_LABELS[p.type],
    year: p.year,
    date: `${String(p.year).padStart(4, '0')}${month}${day}`,
    url: `${site}${publicationPath(publicationAddress(p))}`,
    doi,
    doiUrl: doiUrl(doi),
    arxivId,
    arxivUrl: arxivUrl(arxivId),
  };
}

/** 'Ada Lovelace, Alex Morgan et al.': a paper's authors as one line of plain text. */
export function cvAuthorLine(p: Pick<CvPublication, 'authors' | 'moreAuthors'>): string {
  const names = p.authors.map((a) => a.name).join(', ');
  return p.moreAuthors ? `${names} et al.` : names;
}

/** 'Alex Morgan' -> 'Alex-Morgan-CV.pdf': letters and digits of any script, nothing a file system minds. */
export function cvPdfFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'Portfolio'}-CV.pdf`;
}

/**
 * The CV from the stored content and the CV settings: contact details as the profile has them
 * (the phone only when the owner shows it), experience and education in their hand-set order,
 * skills grouped in the skills page's category order, the chosen (or featured) projects with
 * links to their pages, and the papers the owner marked selected, newest first (every paper when
 * none is marked, as a CV without the owner's papers would hide them for want of a choice, or
 * when the owner asks for all of them).
 */
export function buildCv(content: CvContent): CvModel {
  const settings = content.settings ?? DEFAULT_CV_SETTINGS;
  const info = content.personal;
  const site = content.siteUrl.replace(/\/+$/, '');
  const name = trimmed(info.name);

  const certifications =
    settings.certification_ids === null
      ? [...content.certifications].sort(byOrder)
      : pick(content.certifications, settings.certification_ids);

  const newestFirst = [...content.projects].sort(
    (a, b) => (b.created_at?.getTime() ?? 0) - (a.created_at?.getTime() ?? 0),
  );
  const projects =
    settings.project_ids === null
      ? newestFirst.filter((p) => p.featured).slice(0, CV_DEFAULT_PROJECTS)
      : pick(content.projects, settings.project_ids);

  const skills = SKILL_CATEGORIES.map((category) => ({
    category,
    names: content.skills
      .filter((s) => s.category === category)
      .sort((a, b) => b.proficiency - a.proficiency || a.name.localeCompare(b.name))
      .map((s) => s.name.trim()),
  })).filter((group) => group.names.length > 0);

  const selected = settings.all_publications ? [] : content.publications.filter((p) => p.selected);
  const papers = [...(selected.length ? selected : content.publications)].sort(byPaperDate);

  return {
    name,
    title: trimmed(info.title),
    summary: trimmed(settings.summary) || trimmed(info.about_intro),
    contact: {
      email: trimmed(info.email),
      phone: settings.show_phone ? trimmed(info.phone) : '',
      linkedin: httpOrEmpty(info.linkedin ?? ''),
      website: `${site}/`,
    },
    experience: [...content.experience].sort(byOrder).map((e) => ({
      id: e.id,
      position: e.position.trim(),
      company: e.company.trim(),
      dates: dates(e.start_date, e.end_date),
      description: trimmed(e.description),
      responsibilities: e.responsibilities.map((r) => r.trim()).filter(Boolean),
    })),
    education: [...content.education].sort(byOrder).map((e) => ({
      id: e.id,
      degree: e.degree.trim(),
      institution: e.institution.trim(),
      dates: dates(e.start_date, e.end_date),
      description: trimmed(e.description),
    })),
    certifications: certifications.map((c) => ({ id: c.id, title: c.title.trim(), issuer: c.issuer.trim() })),
    skills,
    projects: projects.map((p) => ({
      id: p.id,
      title: p.title.trim(),
      description: p.description.trim(),
      tags: [...p.tags],
      url: `${site}${projectPath(projectAddress(p))}`,
      codeUrl: httpOrEmpty(p.code_url),
      liveUrl: httpOrEmpty(p.live_url),
    })),
    publications: papers.map((p) => cvPublication(p, site)),
    pdfFileName: cvPdfFileName(name),
  };
}
