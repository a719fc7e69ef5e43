import { CV_LIMITS } from '@portfolio/model/cv';

/** Every text of the admin's CV section, in one place. */
export const cvAdminMessages = {
  title: 'CV',
  description:
    'The CV at /cv, /cv.pdf and /resume.json is made from your content. Choose what it shows; Publish puts it live.',
  fetchFailed: 'Failed to load the CV content.',
  retry: 'Retry',
  sections: { settings: 'What the CV shows', preview: 'Preview' },
  summary: 'Summary line',
  summaryDescription: `One or two sentences under your name (at most ${CV_LIMITS.summary} characters). Empty: your About introduction.`,
  summaryTooLong: `At most ${CV_LIMITS.summary} characters.`,
  allCertifications: 'Show every certification',
  certifications: 'Certifications shown',
  featuredProjects: 'Show the featured projects',
  projects: 'Projects shown',
  projectsDescription: `Up to ${CV_LIMITS.projects}, in the order you pick them.`,
  tooManyProjects: `Pick at most ${CV_LIMITS.projects} projects.`,
  allPublications: 'Show every paper',
  allPublicationsDescription:
    'Off: the papers marked selected, or every paper while none is. On: every paper, newest first.',
  showPhone: 'Show my phone number',
  showPhoneDescription: 'Off keeps the number out of the page, the PDF and JSON Resume.',
  save: 'Save CV settings',
  saved: 'CV settings saved. Publish to update the live CV.',
  saveFailed: 'Failed to save the CV settings.',
  downloadPdf: 'Download PDF preview',
  drawingPdf: 'Drawing the PDF...',
  pdfFailed: 'Could not draw the PDF.',
  previewNote: 'As it will be published, with the choices above (saved or not).',
  previewLabel: 'CV preview',
} as const;
