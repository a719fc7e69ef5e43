import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/page-loader';
import { PublicLayout } from './layouts/public-layout';
import { InstallButton } from './pwa/install-button';
import { pwaMessages } from './pwa/messages';
import { RouteError } from './route-error';

// Every page is its own chunk; the admin area is never part of a visitor's first load. A public
// route's id is its module under src/: the prerenderer links each page's chunks and CSS by it.
const publicRoutes: RouteObject[] = [
  {
    index: true,
    id: 'features/home/home-page',
    lazy: async () => ({ Component: (await import('@/features/home/home-page')).HomePage }),
  },
  {
    path: paths.about,
    id: 'features/about/about-page',
    lazy: async () => ({ Component: (await import('@/features/about/about-page')).AboutPage }),
  },
  {
    path: paths.experience,
    id: 'features/experience/experience-page',
    lazy: async () => ({ Component: (await import('@/features/experience/experience-page')).ExperiencePage }),
  },
  {
    path: paths.skills,
    id: 'features/skills/skills-page',
    lazy: async () => ({ Component: (await import('@/features/skills/skills-page')).SkillsPage }),
  },
  {
    path: paths.projects,
    id: 'features/projects/projects-page',
    lazy: async () => ({ Component: (await import('@/features/projects/projects-page')).ProjectsPage }),
  },
  {
    path: '/projects/:id',
    id: 'features/projects/project-detail-page',
    lazy: async () => ({
      Component: (await import('@/features/projects/project-detail-page')).ProjectDetailPage,
    }),
  },
  {
    path: paths.services,
    id: 'features/services/services-page',
    lazy: async () => ({ Component: (await import('@/features/services/services-page')).ServicesPage }),
  },
  {
    path: paths.contact,
    id: 'features/contact/contact-page',
    lazy: async () => ({ Component: (await import('@/features/contact/contact-page')).ContactPage }),
  },
  {
    path: '*',
    id: 'features/not-found/not-found-page',
    lazy: async () => ({ Component: (await import('@/features/not-found/not-found-page')).NotFoundPage }),
  },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
  {
    path: 'dashboard',
    lazy: async () => ({
      Component: (await import('@/features/admin/dashboard/dashboard-page')).DashboardPage,
    }),
  },
  {
    path: 'projects',
    lazy: async () => ({
      Component: (await import('@/features/admin/projects/manage-projects-page')).ManageProjectsPage,
    }),
  },
  {
    path: 'skills',
    lazy: async () => ({
      Component: (await import('@/features/admin/skills/manage-skills-page')).ManageSkillsPage,
    }),
  },
  {
    path: 'personal',
    lazy: async () => ({
      Component: (await import('@/features/admin/personal/personal-info-page')).PersonalInfoPage,
    }),
  },
  {
    path: 'education',
    lazy: async () => ({
      Component: (await import('@/features/admin/education/education-page')).EducationPage,
    }),
  },
  {
    path: 'experience',
    lazy: async () => ({
      Component: (await import('@/features/admin/experience/experience-page')).ExperiencePage,
    }),
  },
  {
    path: 'certifications',
    lazy: async () => ({
      Component: (await import('@/features/admin/certifications/manage-certifications-page'))
        .ManageCertificationsPage,
    }),
  },
  {
    path: 'services',
    lazy: async () => ({ Component: (await import('@/features/admin/services/services-page')).ServicesPage }),
  },
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('@/features/admin/messages/messages-page')).MessagesPage }),
  },
  // Settings has no page of its own yet: it shows the dashboard.
  {
    path: 'settings',
    lazy: async () => ({
      Component: (await import('@/features/admin/dashboard/dashboard-page')).DashboardPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    element: (
      <PublicLayout banner={<OfflineBanner message={pwaMessages.offline} />} navActions={<InstallButton />} />
    ),
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads, instead of a blank screen.
    hydrateFallbackElement: <PageLoader label="Loading" />,
    children: publicRoutes,
  },
  // The login page and the admin area share reactfire's providers (one session listener), which
  // load with the admin chunk only.
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader label="Loading" />,
    lazy: async () => ({ Component: (await import('@/features/admin/layout/admin-root')).AdminRoot }),
    children: [
      {
        path: paths.admin.login,
        lazy: async () => ({ Component: (await import('@/features/admin/auth/login-page')).LoginPage }),
      },
      {
        path: paths.admin.root,
        lazy: async () => ({ Component: (await import('@/features/admin/layout/admin-layout')).AdminLayout }),
        children: adminRoutes,
      },
    ],
  },
];

/**
 * A prerendered page (scripts/prerender.mjs) is hydrated, so the chunks of the routes it shows
 * must be in place before the router's first render; otherwise React would meet the loading
 * fallback where the HTML has the page, and throw the page away.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
