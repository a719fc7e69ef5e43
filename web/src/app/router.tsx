import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { chunkModule, type ModuleGlob } from '@/components/chunk-module';
import { lazyComponent } from '@/components/lazy-component';
import { OfflineBanner } from '@/components/offline-banner';
import { paths } from '@/config/paths';
import { PublicLayout } from './layouts/public-layout';
import { InstallButton } from './pwa/install-button';
import { pwaMessages } from './pwa/messages';

interface PageHandle {
  preload: () => Promise<unknown>;
}

/** A route whose page is its own chunk, loaded when the route is first shown or preloaded. */
function page(load: () => Promise<ComponentType>, id?: string) {
  const { LazyComponent, preload } = lazyComponent(load);
  const handle: PageHandle = { preload };
  return { id, element: <LazyComponent />, handle };
}

/**
 * A public page, given as the glob import of its module (see chunkModule): the route's id is the
 * build manifest's name for the module, by which the prerenderer links the page's chunks and CSS.
 */
function publicPage(module: ModuleGlob<ComponentType>) {
  const { id, load } = chunkModule(module);
  return page(load, id);
}

// Every page is its own chunk; the admin area is never part of a visitor's first load.
const publicRoutes: RouteObject[] = [
  {
    index: true,
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/home/home-page.tsx', { import: 'HomePage' }),
    ),
  },
  {
    path: paths.about,
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/about/about-page.tsx', { import: 'AboutPage' }),
    ),
  },
  {
    path: paths.experience,
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/experience/experience-page.tsx', {
        import: 'ExperiencePage',
      }),
    ),
  },
  {
    path: paths.skills,
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/skills/skills-page.tsx', { import: 'SkillsPage' }),
    ),
  },
  {
    path: paths.projects,
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/projects/projects-page.tsx', { import: 'ProjectsPage' }),
    ),
  },
  {
    path: '/projects/:id',
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/projects/project-detail-page.tsx', {
        import: 'ProjectDetailPage',
      }),
    ),
  },
  {
    path: '/projects/:id/notebooks/:fileId',
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/projects/notebook-page.tsx', { import: 'NotebookPage' }),
    ),
  },
  {
    path: paths.publications,
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/publications/publications-page.tsx', {
        import: 'PublicationsPage',
      }),
    ),
  },
  {
    path: '/publications/:address',
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/publications/publication-page.tsx', {
        import: 'PublicationPage',
      }),
    ),
  },
  {
    path: paths.notes,
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/notes/notes-page.tsx', { import: 'NotesPage' }),
    ),
  },
  {
    path: '/notes/tags/:tag',
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/notes/note-tag-page.tsx', { import: 'NoteTagPage' }),
    ),
  },
  {
    path: '/notes/:address',
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/notes/note-page.tsx', { import: 'NotePage' }),
    ),
  },
  {
    path: paths.services,
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/services/services-page.tsx', { import: 'ServicesPage' }),
    ),
  },
  {
    path: paths.contact,
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/contact/contact-page.tsx', { import: 'ContactPage' }),
    ),
  },
  {
    path: paths.cv,
    ...publicPage(import.meta.glob<ComponentType>('/src/features/cv/cv-page.tsx', { import: 'CvPage' })),
  },
  {
    path: '*',
    ...publicPage(
      import.meta.glob<ComponentType>('/src/features/not-found/not-found-page.tsx', {
        import: 'NotFoundPage',
      }),
    ),
  },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
  {
    path: 'dashboard',
    ...page(async () => (await import('@/features/admin/dashboard/dashboard-page')).DashboardPage),
  },
  {
    path: 'projects',
    ...page(async () => (await import('@/features/admin/projects/manage-projects-page')).ManageProjectsPage),
  },
  {
    path: 'publications',
    ...page(
      async () =>
        (await import('@/features/admin/publications/manage-publications-page')).ManagePublicationsPage,
    ),
  },
  {
    path: 'notes',
    ...page(async () => (await import('@/features/admin/notes/manage-notes-page')).ManageNotesPage),
  },
  {
    path: 'skills',
    ...page(async () => (await import('@/features/admin/skills/manage-skills-page')).ManageSkillsPage),
  },
  {
    path: 'personal',
    ...page(async () => (await import('@/features/admin/personal/personal-info-page')).PersonalInfoPage),
  },
  {
    path: 'education',
    ...page(async () => (await import('@/features/admin/education/education-page')).EducationPage),
  },
  {
    path: 'experience',
    ...page(async () => (await import('@/features/admin/experience/experience-page')).ExperiencePage),
  },
  {
    path: 'certifications',
    ...page(
      async () =>
        (await import('@/features/admin/certifications/manage-certifications-page')).ManageCertificationsPage,
    ),
  },
  {
    path: 'services',
    ...page(async () => (await import('@/features/admin/services/services-page')).ServicesPage),
  },
  {
    path: 'trash',
    ...page(async () => (await import('@/features/admin/trash/trash-page')).TrashPage),
  },
  {
    path: 'messages',
    ...page(async () => (await import('@/features/admin/messages/messages-page')).MessagesPage),
  },
  {
    path: 'statistics',
    ...page(async () => (await import('@/features/admin/statistics/statistics-page')).StatisticsPage),
  },
  {
    path: 'cv',
    ...page(async () => (await import('@/features/admin/cv/cv-settings-page')).CvSettingsPage),
  },
  // Settings has no page of its own yet: it shows the dashboard.
  {
    path: 'settings',
    ...page(async () => (await import('@/features/admin/dashboard/dashboard-page')).DashboardPage),
  },
];

/** The routes of the whole app: the public pages in their layout, then the admin area. */
export const routes: RouteObject[] = [
  {
    element: (
      <PublicLayout banner={<OfflineBanner message={pwaMessages.offline} />} navActions={<InstallButton />} />
    ),
    children: publicRoutes,
  },
  // The login page and the admin area share reactfire's providers (one session listener), which
  // load with the admin chunk only.
  {
    ...page(async () => (await import('@/features/admin/layout/admin-root')).AdminRoot),
    children: [
      {
        path: paths.admin.login,
        ...page(async () => (await import('@/features/admin/auth/login-page')).LoginPage),
      },
      {
        path: paths.admin.root,
        ...page(async () => (await import('@/features/admin/layout/admin-layout')).AdminLayout),
        children: adminRoutes,
      },
    ],
  },
];

/**
 * A prerendered page (@portfolio/site-render) is hydrated, so the code of the routes it shows must
 * be in place before the first render; otherwise React would meet the loading fallback where the
 * HTML has the page, and throw the page away. The prerenderer waits for the same before it renders.
 */
export async function loadMatchedRoutes(pathname: string): Promise<string[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
  return matches.flatMap(({ route }) => (route.id ? [route.id] : []));
}

/** True when no route but the catch-all (the not-found page) matches `pathname`. */
export function onlyCatchAllMatches(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.at(-1)?.route.path === '*';
}
