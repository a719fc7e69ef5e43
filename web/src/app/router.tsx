import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { lazyComponent } from '@/components/lazy-component';
import { OfflineBanner } from '@/components/offline-banner';
import { paths } from '@/config/paths';
import { PublicLayout } from './layouts/public-layout';
import { InstallButton } from './pwa/install-button';
import { pwaMessages } from './pwa/messages';

interface PageHandle {
  preload: () => Promise<unknown>;
}

/**
 * A route whose page is its own chunk, loaded when the route is first shown or preloaded. A
 * public page's id is its module under src/: the prerenderer links each page's chunks and CSS by it.
 */
function page(load: () => Promise<ComponentType>, id?: string) {
  const { LazyComponent, preload } = lazyComponent(load);
  const handle: PageHandle = { preload };
  return { id, element: <LazyComponent />, handle };
}

// Every page is its own chunk; the admin area is never part of a visitor's first load.
const publicRoutes: RouteObject[] = [
  {
    index: true,
    ...page(async () => (await import('@/features/home/home-page')).HomePage, 'features/home/home-page'),
  },
  {
    path: paths.about,
    ...page(async () => (await import('@/features/about/about-page')).AboutPage, 'features/about/about-page'),
  },
  {
    path: paths.experience,
    ...page(
      async () => (await import('@/features/experience/experience-page')).ExperiencePage,
      'features/experience/experience-page',
    ),
  },
  {
    path: paths.skills,
    ...page(
      async () => (await import('@/features/skills/skills-page')).SkillsPage,
      'features/skills/skills-page',
    ),
  },
  {
    path: paths.projects,
    ...page(
      async () => (await import('@/features/projects/projects-page')).ProjectsPage,
      'features/projects/projects-page',
    ),
  },
  {
    path: '/projects/:id',
    ...page(
      async () => (await import('@/features/projects/project-detail-page')).ProjectDetailPage,
      'features/projects/project-detail-page',
    ),
  },
  {
    path: paths.services,
    ...page(
      async () => (await import('@/features/services/services-page')).ServicesPage,
      'features/services/services-page',
    ),
  },
  {
    path: paths.contact,
    ...page(
      async () => (await import('@/features/contact/contact-page')).ContactPage,
      'features/contact/contact-page',
    ),
  },
  {
    path: paths.cv,
    ...page(async () => (await import('@/features/cv/cv-page')).CvPage, 'features/cv/cv-page'),
  },
  {
    path: '*',
    ...page(
      async () => (await import('@/features/not-found/not-found-page')).NotFoundPage,
      'features/not-found/not-found-page',
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
    path: 'messages',
    ...page(async () => (await import('@/features/admin/messages/messages-page')).MessagesPage),
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
