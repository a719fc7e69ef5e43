/** Every route of the spec's section 2, in one table. */
export const paths = {
  home: '/',
  about: '/about',
  experience: '/experience',
  skills: '/skills',
  projects: '/projects',
  project: (id: string) => `/projects/${encodeURIComponent(id)}`,
  services: '/services',
  contact: '/contact',
  admin: {
    login: '/admin/login',
    root: '/admin',
    dashboard: '/admin/dashboard',
    projects: '/admin/projects',
    skills: '/admin/skills',
    personal: '/admin/personal',
    education: '/admin/education',
    experience: '/admin/experience',
    certifications: '/admin/certifications',
    services: '/admin/services',
    settings: '/admin/settings',
  },
} as const;
