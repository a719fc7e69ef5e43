/** Texts of the admin shell, in one place. */
export const layoutMessages = {
  brand: 'Portfolio Admin',
  navLabel: 'Admin sections',
  toggleNav: 'Toggle navigation',
  viewSite: 'View site',
  logout: 'Logout',
  signedInAs: (email: string) => `Signed in as ${email}`,
  offline: "You're offline. Changes need a connection, and uploads are paused until it returns.",
  nav: {
    dashboard: 'Dashboard',
    projects: 'Projects',
    skills: 'Skills',
    experience: 'Experience',
    certifications: 'Certifications',
    services: 'Services',
    personal: 'Personal Info',
    cv: 'CV',
    messages: 'Messages',
    settings: 'Settings',
  },
  leave: {
    title: 'Leave without saving?',
    lost: (form: string, fields: string) => `${form}: ${fields}`,
    intro: 'These changes are not saved and will be lost:',
    stay: 'Stay and keep editing',
    leave: 'Leave and discard',
  },
} as const;
