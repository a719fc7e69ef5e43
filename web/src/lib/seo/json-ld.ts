import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWorkLeaf,
  EducationalOccupationalCredential,
  EducationalOrganization,
  MergeLeafTypes,
  Person,
  ProfilePage,
  ScholarlyArticle,
  SoftwareApplicationLeaf,
  SoftwareSourceCodeLeaf,
  WithContext,
} from 'schema-dts';
import { CV_FILES, projectPath, PUBLIC_PATHS } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { isUsableUrl } from '@/lib/urls';
import { absoluteUrl } from './urls';

// schema-dts is types only: the checks happen in the compiler, nothing of it reaches a bundle.

/** A project with its source code linked: both the work and its code, so codeRepository is valid. */
type WithSource<T extends SoftwareApplicationLeaf | CreativeWorkLeaf> = MergeLeafTypes<
  [T, SoftwareSourceCodeLeaf]
>;

type ProjectJsonLd =
  | WithContext<SoftwareApplicationLeaf>
  | WithContext<WithSource<SoftwareApplicationLeaf>>
  | WithContext<CreativeWorkLeaf>
  | WithContext<WithSource<CreativeWorkLeaf>>;

export type JsonLd =
  | WithContext<ProfilePage>
  | WithContext<BreadcrumbList>
  | WithContext<ScholarlyArticle>
  | WithContext<BlogPosting>
  | ProjectJsonLd;

interface ProfileInput {
  name: string;
  title: string;
  profileImage: string;
  email?: string;
  linkedin?: string;
  education: ReadonlyArray<{ institution: string }>;
  certifications: ReadonlyArray<{ title: string; issuer: string }>;
  skills: ReadonlyArray<{ name: string }>;
}

const unique = (values: string[]) => [...new Set(values.filter((v) => v.trim() !== ''))];

/** The person behind the site, as search engines read a profile: on / and /about. */
export function profilePageJsonLd(
  siteUrl: string,
  path: string,
  profile: ProfileInput,
): WithContext<ProfilePage> {
  const person: Person = {
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.title,
    image: absoluteUrl(siteUrl, profile.profileImage),
    url: absoluteUrl(siteUrl, '/'),
    ...(profile.email ? { email: profile.email } : {}),
    ...(isUsableUrl(profile.linkedin) ? { sameAs: [profile.linkedin.trim()] } : {}),
    alumniOf: unique(profile.education.map((e) => e.institution)).map((name): EducationalOrganization => ({
      '@type': 'EducationalOrganization',
      name,
    })),
    hasCredential: profile.certifications.map((c): EducationalOccupationalCredential => ({
      '@type': 'EducationalOccupationalCredential',
      name: c.title,
      ...(c.issuer ? { recognizedBy: { '@type': 'Organization', name: c.issuer } } : {}),
    })),
    knowsAbout: unique(profile.skills.map((s) => s.name)),
    // The CV the site writes from this same content: its page, its PDF and its JSON Resume.
    subjectOf: {
      '@type': 'DigitalDocument',
      name: `CV of ${profile.name}`,
      url: absoluteUrl(siteUrl, PUBLIC_PATHS.cv),
      encoding: [
        {
          '@type': 'MediaObject',
          contentUrl: absoluteUrl(siteUrl, CV_FILES.pdf),
          encodingFormat: 'application/pdf',
        },
        {
          '@type': 'MediaObject',
          contentUrl: absoluteUrl(siteUrl, CV_FILES.jsonResume),
          encodingFormat: 'application/json',
        },
      ],
    },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absoluteUrl(siteUrl, path),
    mainEntity: person,
  };
}

export interface ProjectInput {
  id: string;
  /** Its address, when it has one (otherwise the id is). */
  slug?: string;
  title: string;
  description: string;
  image_url: string;
  tags: string[];
  category: 'data' | 'android';
  code_url: string;
  live_url: string;
  /** The Markdown write-up, if any: search engines read it as the project's article. */
  case_study?: string;
}

/**
 * An Android app is a SoftwareApplication, a data-science project a CreativeWork. Links that are
 * missing or the '#' placeholder are left out, and so is a missing image.
 */
export function projectJsonLd(siteUrl: string, project: ProjectInput): ProjectJsonLd {
  const common = {
    name: project.title,
    description: project.description,
    ...(isUsableUrl(project.image_url) ? { image: absoluteUrl(siteUrl, project.image_url) } : {}),
    ...(project.tags.length ? { keywords: project.tags.join(', ') } : {}),
    url: isUsableUrl(project.live_url)
      ? absoluteUrl(siteUrl, project.live_url)
      : absoluteUrl(siteUrl, projectPath(projectAddress(project))),
    mainEntityOfPage: absoluteUrl(siteUrl, projectPath(projectAddress(project))),
    ...(project.case_study?.trim()
      ? {
          hasPart: {
            '@type': 'TechArticle' as const,
            headline: `${project.title}: case study`,
            articleBody: project.case_study.trim(),
            url: absoluteUrl(siteUrl, `${projectPath(projectAddress(project))}#case-study-title`),
          },
        }
      : {}),
  };
  const code = isUsableUrl(project.code_url) ? absoluteUrl(siteUrl, project.code_url) : null;
  const context = 'https://schema.org' as const;
  if (project.category === 'android') {
    const app = { ...common, operatingSystem: 'Android' };
    return code
      ? {
          '@context': context,
          '@type': ['SoftwareApplication', 'SoftwareSourceCode'],
          ...app,
          codeRepository: code,
        }
      : { '@context': context, '@type': 'SoftwareApplication', ...app };
  }
  return code
    ? {
        '@context': context,
        '@type': ['CreativeWork', 'SoftwareSourceCode'],
        ...common,
        codeRepository: code,
      }
    : { '@context': context, '@type': 'CreativeWork', ...common };
}

/** Home > Projects > the project, as search results show the page's place in the site. */
export function projectBreadcrumbJsonLd(
  siteUrl: string,
  project: { id: string; slug?: string; title: string },
): WithContext<BreadcrumbList> {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Projects', path: '/projects' },
    { name: project.title, path: projectPath(projectAddress(project)) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/**
 * JSON for inside <script type="application/ld+json">: '<' (so '</script>' or '<!--' in a
 * description cannot end or change the block), '>', '&' and the line separators JavaScript
 * parsers once refused are written as \u escapes, which JSON reads back as the same text.
 */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The attribute tells the app which page a block belongs to (components/use-document-meta.ts). */
export function jsonLdScriptHtml(value: JsonLd, pagePath: string): string {
  const page = pagePath.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<script type="application/ld+json" data-page="${page}" data-prerendered>${serializeJsonLd(value)}</script>`;
}
