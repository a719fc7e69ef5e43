import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/page-loader';
import { PublicLayout } from './layouts/public-layout';
import { InstallButton } from './pwa/install-button';
import { pwaMessages } from './pwa/messages';
import { RouteError } from './route-error';

// Every page is its own chunk; the admin area is never part of a visitor's first load.
const publicRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('@/features/home/home-page')).HomePage }) },
  {
    path: paths.about,
    lazy: async () => ({ Component: (await import('@/features/about/about-page')).AboutPage }),
  },
  {
    path: paths.experience,
    lazy: async () => ({ Component: (await import('@/features/experience/experience-page')).ExperiencePage }),
  },
  {
    path: paths.skills,
    lazy: async () => ({ Component: (await import('@/features/skills/skills-page')).SkillsPage }),
  },
  {
    path: paths.projects,
    lazy: async () => ({ Component: (await import('@/features/projects/projects-page')).ProjectsPage }),
  },
  {
    path: '/projects/:id',
    lazy: async () => ({
      Component: (await import('@/features/projects/project-detail-page')).ProjectDetailPage,
    }),
  },
  {
    path: paths.services,
    lazy: async () => ({ Component: (await import('@/features/services/services-page')).ServicesPage }),
  },
  {
    path: paths.contact,
    lazy: async () => ({ Component: (await import('@/features/contact/contact-page')).ContactPage }),
  },
  {
    path: '*',
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
  // The spec: settings shows the dashboard.
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
  {
    path: paths.admin.login,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader label="Loading" />,
    lazy: async () => ({ Component: (await import('@/features/admin/auth/login-page')).LoginPage }),
  },
  {
    path: paths.admin.root,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader label="Loading" />,
    lazy: async () => ({ Component: (await import('@/features/admin/layout/admin-layout')).AdminLayout }),
    children: adminRoutes,
  },
];

export const router = createBrowserRouter(routes);
