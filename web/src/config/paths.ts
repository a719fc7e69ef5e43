import {
  notebookPath,
  notePath,
  noteTagPath,
  projectPath,
  PUBLIC_PATHS,
  publicationPath,
} from '@portfolio/model/routes';

/** Every route of the site, public and admin, in one table. */
export const paths = {
  ...PUBLIC_PATHS,
  project: projectPath,
  notebook: notebookPath,
  publication: publicationPath,
  note: notePath,
  noteTag: noteTagPath,
  admin: {
    login: '/admin/login',
    root: '/admin',
    dashboard: '/admin/dashboard',
    projects: '/admin/projects',
    publications: '/admin/publications',
    notes: '/admin/notes',
    skills: '/admin/skills',
    personal: '/admin/personal',
    education: '/admin/education',
    experience: '/admin/experience',
    certifications: '/admin/certifications',
    cv: '/admin/cv',
    services: '/admin/services',
    settings: '/admin/settings',
    messages: '/admin/messages',
    statistics: '/admin/statistics',
    trash: '/admin/trash',
  },
} as const;
