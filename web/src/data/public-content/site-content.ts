import { renderMarkdown, type RenderOptions } from '@portfolio/markdown/render-markdown';
import { originalPathOf, type ImageRenditions } from '@portfolio/model/renditions';
import { projectAddress } from '@portfolio/model/slug';
import type { SiteContent } from '@portfolio/site-render';
import { DEFAULT_PERSONAL_INFO } from '@/config/defaults';
import { env } from '@/config/env';
import type { PublicDb } from '@/data/firebase/public-db';
import { loadNotebooks } from '@/data/notebooks/site-content';
import type { Note } from '@/data/notes/model';
import { loadNotes, notesWithBodies } from '@/data/notes/site-content';
import type { PersonalInfo } from '@/data/personal-info/model';
import type { Project } from '@/data/projects/model';
import type { Publication } from '@/data/publications/model';
import { loadPublications } from '@/data/publications/site-content';
import { CV_QUERIES, cvContentFrom } from './cv-content';
import { homePublicationsOf, publicQueries, type PublicQueryDef } from './queries';
import type { CacheEntries } from './store';

/** Where a render's content comes from. */
export interface SiteReader {
  /** Runs one public read (the prerender runs each query on the lite client). */
  read<T>(query: PublicQueryDef<T>): Promise<T>;
  /** A file the content names by site path or URL (the profile photo); null when it cannot be had. */
  file(src: string): Promise<Uint8Array | null>;
}

/** The reader over the public queries' own client (firestore/lite, as a visitor), with a way to read files. */
export const liteReader = (file: SiteReader['file']): SiteReader => ({
  read: (query) => query.fetch(),
  file,
});

/** The reader over another client (the publish function's Admin SDK), with a way to read files. */
export const dbReader = (db: PublicDb, file: SiteReader['file']): SiteReader => ({
  read: (query) => query.fetch(db),
  file,
});

/** Runs `queries` into `entries`; a failed one is named in `failures`, its pages load it in the browser. */
async function settle(
  run: (query: PublicQueryDef<unknown>) => Promise<unknown>,
  queries: PublicQueryDef<unknown>[],
  entries: CacheEntries,
  failures: string[],
) {
  await Promise.all(
    queries.map(async (query) => {
      try {
        entries[query.key] = { data: await run(query), savedAt: Date.now() };
      } catch (error) {
        failures.push(`${query.key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}

const dataOf = <T>(entries: CacheEntries, query: { key: string }) =>
  entries[query.key]?.data as T | undefined;

/**
 * Everything the site is made of, read once: every public read, each project's detail and files by
 * its current address, its case study and notebooks rendered (so no page ever runs the Markdown or
 * notebook code), each note with its body rendered and its reading time counted, each paper with its citations made (no page runs the citation engine), the CV's content and the share image's profile and photo.
 */
export async function loadSiteContent(reader: SiteReader): Promise<SiteContent> {
  const entries: CacheEntries = {};
  const failures: string[] = [];
  const read = (query: PublicQueryDef<unknown>) => reader.read(query);
  // The mark first: a write during the render moves it past what the pages embed, so they refresh.
  await settle(read, [publicQueries.contentMark], entries, failures);
  // The home page's papers are made from the read of every paper below: the papers are read once.
  // So are the notes: every page's note reads are made from one read of them with their bodies.
  const derived = new Set<unknown>([
    publicQueries.contentMark,
    publicQueries.homePublications,
    publicQueries.notes,
    publicQueries.homeNotes,
  ]);
  const lists = Object.values(publicQueries).flatMap((q) =>
    typeof q === 'function' || derived.has(q) ? [] : [q as PublicQueryDef<unknown>],
  );
  await settle(read, lists, entries, failures);
  // Read apart from the entries: the bodies' Markdown is no page's read.
  const withBodies: CacheEntries = {};
  await settle(read, [notesWithBodies], withBodies, failures);
  const papers = entries[publicQueries.publications.key];
  if (papers) {
    entries[publicQueries.homePublications.key] = {
      data: homePublicationsOf(papers.data as Publication[]),
      savedAt: papers.savedAt,
    };
  }
  const projects = dataOf<Project[]>(entries, publicQueries.projects) ?? [];
  await settle(
    read,
    projects.flatMap((p) => [publicQueries.project(projectAddress(p)), publicQueries.projectFiles(p.id)]),
    entries,
    failures,
  );
  const imageSize = imageSizes(entries);
  await renderCaseStudies(projects, entries, failures, imageSize);
  const allNotes = withBodies[notesWithBodies.key]?.data as Note[] | undefined;
  const notes = allNotes ? await loadNotes(entries, allNotes, projects, { imageSize }) : [];
  const notebooks = await loadNotebooks(entries, projects);
  const publications = loadPublications(
    entries,
    dataOf<Publication[]>(entries, publicQueries.publications) ?? [],
  );

  // One time for the whole render: the embedded snapshots say when their content was read (the
  // browser keeps the newer of it and its own cache), and siteHash can leave that time out.
  const readAt = Math.max(0, ...Object.values(entries).map((e) => e.savedAt));
  for (const entry of Object.values(entries)) entry.savedAt = readAt;

  const profile = { ...DEFAULT_PERSONAL_INFO, ...dataOf<PersonalInfo>(entries, publicQueries.personalAll) };
  return {
    siteUrl: env.siteUrl,
    entries,
    readAt,
    failures,
    projects: projects.map((project) => {
      const address = projectAddress(project);
      return {
        address,
        earlierAddresses: [project.id, ...(project.old_slugs ?? [])],
        createdAt: project.created_at,
        caseStudy: dataOf(entries, publicQueries.caseStudy(address)),
        notebooks: notebooks.get(project.id) ?? [],
      };
    }),
    publications,
    notes,
    profile: { name: profile.name, title: profile.title, photo: await reader.file(profile.profile_image) },
    cv: cvContentFrom(
      {
        personal: dataOf(entries, CV_QUERIES.personal),
        experience: dataOf(entries, CV_QUERIES.experience),
        education: dataOf(entries, CV_QUERIES.education),
        certifications: dataOf(entries, CV_QUERIES.certifications),
        skills: dataOf(entries, CV_QUERIES.skills),
        projects: dataOf(entries, CV_QUERIES.projects),
        publications: dataOf(entries, CV_QUERIES.publications),
        settings: dataOf(entries, CV_QUERIES.settings),
      },
      env.siteUrl,
    ),
  };
}

/** The size of a stored image a Markdown text shows, from its renditions, so its page does not shift. */
function imageSizes(entries: CacheEntries): NonNullable<RenderOptions['imageSize']> {
  const renditions = dataOf<ImageRenditions>(entries, publicQueries.allImageRenditions);
  return (src: string) => {
    const path = originalPathOf(src);
    return path ? renditions?.[path] : undefined;
  };
}

/** Each project's case study, rendered once per render with its images' sizes, into `entries`. */
async function renderCaseStudies(
  projects: readonly Project[],
  entries: CacheEntries,
  failures: string[],
  imageSize: RenderOptions['imageSize'],
) {
  const rendered = projects.flatMap((project) => {
    const address = projectAddress(project);
    const source = dataOf<Project | null>(entries, publicQueries.project(address))?.case_study?.trim();
    return source
      ? [{ key: publicQueries.caseStudy(address).key, fetch: () => renderMarkdown(source, { imageSize }) }]
      : [];
  });
  // Rendered here from what was read, not read themselves.
  await settle((query) => query.fetch(), rendered, entries, failures);
}
