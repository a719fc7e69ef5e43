/** The CV's section titles and labels, shared by the /cv page and the admin's preview. */
export const CV_TEXT = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  certifications: 'Certifications',
  skills: 'Skills',
  projects: 'Selected projects',
  contact: 'Contact',
  email: 'Email',
  phone: 'Phone',
  linkedin: 'LinkedIn',
  website: 'Website',
  projectPage: 'Project page',
  liveDemo: 'Live demo',
  sourceCode: 'Source code',
} as const;
