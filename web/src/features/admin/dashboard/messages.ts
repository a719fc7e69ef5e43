/** Texts of the admin dashboard, in one place. */
export const dashboardMessages = {
  title: 'Dashboard',
  intro: 'An overview of the portfolio content.',
  manage: 'Manage →',
  unavailable: '—',
  countFailed: 'Failed to count',
  cards: {
    projects: 'Projects',
    skills: 'Skills',
    experience: 'Experience',
    certifications: 'Certifications',
    services: 'Services',
    messages: 'Messages',
  },
} as const;
