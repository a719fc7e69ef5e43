import { ColorSchemeScript } from '@mantine/core';
import type { SiteServer } from '@portfolio/site-render';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { renderMarkdown } from '@portfolio/markdown/render-markdown';
import { originalPathOf, type ImageRenditions } from '@portfolio/model/renditions';
import { caseStudyPath, projectPath, STATIC_PUBLIC_PATHS } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import { StaticRouter } from 'react-router-dom';
import { loadServerSections } from '@/components/lazy-section';
import { DEFAULT_PERSONAL_INFO } from '@/config/defaults';
import { emulatorPorts, env } from '@/config/env';
import { CV_QUERIES, cvContentFrom } from '@/data/public-content/cv-content';
import { publicQueries } from '@/data/public-content/queries';
import { renditionsFromAll } from '@/data/public-content/renditions-keys';
import { loadNotebooks, notebookDataFiles, notebookPages } from '@/data/notebooks/site-content';
import { serializeSnapshot } from '@/data/public-content/snapshot';
import type { CacheEntries } from '@/data/public-content/store';
import type { PersonalInfo } from '@/data/personal-info/model';
import type { Project } from '@/data/projects/model';
import { SHARE_IMAGE } from '@/lib/seo/page-meta';
import { createServerRender, ServerRenderContext } from '@/lib/server-render';
import { robotsTxt, sitemapXml } from '@/lib/seo/sitemap';
import { AppFrame } from './app/app-frame';
import { loadMatchedRoutes } from './app/router';
import { theme } from './theme';

/**
 * The prerenderer's side of the app, which @portfolio/site-render drives for `npm run prerender`
 * and the publish-site function: reads the public content once, then renders each public route to
 * HTML with it. The browser hydrates that HTML (app/boot/start.tsx).
 */
type PrerenderedPage = Awaited<ReturnType<SiteServer['renderPage']>>;

/** Sets the saved or system colour scheme before the first paint, as MantineProvider would. */
export const colorSchemeScript = renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="auto" />);

/** Where the page's first Firestore request goes, worth a preconnect. */
export const firestoreOrigin = env.useEmulators
  ? `http://${env.emulatorHost}:${emulatorPorts.firestore}`
  : 'https://firestore.googleapis.com';

type Query = { key: string; fetch: () => Promise<unknown> };

async function settle(queries: Query[], entries: CacheEntries, failures: string[]) {
  await Promise.all(
    queries.map(async ({ key, fetch }) => {
      try {
        entries[key] = { data: await fetch(), savedAt: Date.now() };
      } catch (error) {
        // A page whose content failed renders its loading state and fetches it in the browser.
        failures.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}

const listedProjects = (entries: CacheEntries) =>
  (entries[publicQueries.projects.key]?.data as Project[] | undefined) ?? [];

/** Every public read at once, and every project's detail and files, by its current address. */
export async function loadPublicContent() {
  const entries: CacheEntries = {};
  const failures: string[] = [];
  // The mark first: a write during the render moves it past what the pages embed, so they refresh.
  await settle([publicQueries.contentMark], entries, failures);
  const lists: Query[] = Object.values(publicQueries).flatMap((q) =>
    typeof q === 'function' || q === publicQueries.contentMark ? [] : [q],
  );
  await settle(lists, entries, failures);
  const projects = listedProjects(entries);
  await settle(
    projects.flatMap((p) => [publicQueries.project(projectAddress(p)), publicQueries.projectFiles(p.id)]),
    entries,
    failures,
  );
  // Case studies are rendered here, once per render, so no page ever runs the Markdown code.
  const renditions = entries[publicQueries.allImageRenditions.key]?.data as ImageRenditions | undefined;
  const imageSize = (src: string) => {
    const path = originalPathOf(src);
    return path ? renditions?.[path] : undefined;
  };
  const markdown = (address: string) =>
    (entries[publicQueries.project(address).key]?.data as Project | null | undefined)?.case_study?.trim();
  const addresses = projects.map(projectAddress);
  await settle(
    addresses.flatMap((address) => {
      const source = markdown(address);
      return source
        ? [{ key: publicQueries.caseStudy(address).key, fetch: () => renderMarkdown(source, { imageSize }) }]
        : [];
    }),
    entries,
    failures,
  );
  await loadNotebooks(entries, projects, failures);
  return { entries, projectAddresses: addresses, failures };
}

/** Each rendered case study and notebook as the files a page reads when it was not prerendered with it. */
export function dataFiles(entries: CacheEntries) {
  const projects = listedProjects(entries);
  return [
    ...projects.flatMap((project) => {
      const address = projectAddress(project);
      const rendered = entries[publicQueries.caseStudy(address).key]?.data;
      return rendered ? [{ path: caseStudyPath(address), body: JSON.stringify(rendered) }] : [];
    }),
    ...notebookDataFiles(entries, projects),
  ];
}

/**
 * Each project's earlier addresses (its old slugs, its document id) lead to its current one. An
 * address that is now another project's own is that project's page, never a redirect.
 */
export function redirects(entries: CacheEntries) {
  const projects = listedProjects(entries);
  const current = new Set(projects.map(projectAddress));
  return projects.flatMap((project) => {
    const to = `${env.siteUrl}${projectPath(projectAddress(project))}`;
    const earlier = new Set([project.id, ...(project.old_slugs ?? [])]);
    return [...earlier]
      .filter((address) => !current.has(address))
      .map((address) => ({ from: projectPath(address), to }));
  });
}

/** Renders one page from `entries`; everything it collects stays in this call's own context. */
export async function renderPage(url: string, entries: CacheEntries): Promise<PrerenderedPage> {
  const all = entries[publicQueries.allImageRenditions.key];
  const render = createServerRender(entries, (key) => {
    const data = all && renditionsFromAll(key, all.data as ImageRenditions);
    return data ? { data, savedAt: all.savedAt } : undefined;
  });

  const routeIds = await loadMatchedRoutes(new URL(url, 'http://prerender.local').pathname);
  // The route modules are loaded now, and with them their lazy sections' declarations.
  await loadServerSections();
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const html = renderToString(
    <ServerRenderContext value={render}>
      <AppFrame Router={Router} />
    </ServerRenderContext>,
  );
  const read = Object.fromEntries(
    [...render.reads, publicQueries.contentMark.key].flatMap((key) => {
      const entry = render.entry(key);
      return entry ? [[key, entry]] : [];
    }),
  );
  return {
    html,
    title: render.meta.title,
    description: render.meta.description,
    seoHead: render.meta.head,
    snapshot: serializeSnapshot(read, html),
    routeIds,
    sections: [...render.sections],
  };
}

/** The source of each page's boot script, compiled by this build with the rest of the app. */
export { bootScript } from './app/boot/boot-script';

/** The absolute site URL every canonical link, preview and sitemap entry starts with. */
export const siteUrl = env.siteUrl;

/** Every public page to prerender: the ones that are always there, then each project's and its notebooks'. */
export function publicPaths(projectAddresses: readonly string[], entries: CacheEntries = {}): string[] {
  return [
    ...STATIC_PUBLIC_PATHS,
    ...projectAddresses.map(projectPath),
    ...notebookPages(entries, listedProjects(entries)).map((page) => page.path),
  ];
}

/** What the share image shows: the profile with its defaults, and the image it is saved as. */
export function shareProfile(entries: CacheEntries) {
  const info = {
    ...DEFAULT_PERSONAL_INFO,
    ...(entries[publicQueries.personalAll.key]?.data as PersonalInfo),
  };
  const brand = theme.colors!.brand!;
  return {
    name: info.name,
    title: info.title,
    profileImage: info.profile_image,
    file: SHARE_IMAGE.path,
    // The site's brand shades: the darkest two behind, a light one for the ring and the title.
    colors: { dark: brand[9], main: brand[7], light: brand[2] },
  };
}

/**
 * /sitemap.xml and /robots.txt. A project's lastmod is when it was created (projects keep no
 * other date); the profile pages take the newest of them, as they list the projects. Pages the
 * render skipped (`skipped`, site paths) are not listed.
 */
export function crawlerFiles(entries: CacheEntries, skipped: readonly string[] = []) {
  const projects = listedProjects(entries);
  const newest = projects.reduce<Date | null>(
    (latest, p) => (p.created_at && (!latest || p.created_at > latest) ? p.created_at : latest),
    null,
  );
  const sitemap = sitemapXml(
    env.siteUrl,
    [
      ...STATIC_PUBLIC_PATHS.map((path) => ({
        path,
        lastmod: path === '/' || path === '/projects' ? newest : null,
      })),
      ...projects.map((p) => ({ path: projectPath(projectAddress(p)), lastmod: p.created_at })),
      ...notebookPages(entries, projects),
    ].filter((page) => !skipped.includes(page.path)),
  );
  return { sitemap, robots: robotsTxt(env.siteUrl) };
}

/** What /cv.pdf and /resume.json are made from: the same reads as the /cv page. */
export function cvContent(entries: CacheEntries) {
  const read = <T,>(query: { key: string }) => entries[query.key]?.data as T | undefined;
  return cvContentFrom(
    {
      personal: read(CV_QUERIES.personal),
      experience: read(CV_QUERIES.experience),
      education: read(CV_QUERIES.education),
      certifications: read(CV_QUERIES.certifications),
      skills: read(CV_QUERIES.skills),
      projects: read(CV_QUERIES.projects),
      settings: read(CV_QUERIES.settings),
    },
    env.siteUrl,
  );
}
