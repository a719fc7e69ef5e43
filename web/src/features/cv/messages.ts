/** Every text of the CV page, in one place (the CV's own headings are CV_TEXT). */
export const CV_PAGE_TEXT = {
  metaTitle: 'CV | Portfolio',
  metaDescription: (name: string) =>
    `The CV of ${name}: experience, education, certifications, skills and selected projects.`,
  loading: 'Loading CV...',
  downloadPdf: 'Download PDF',
  jsonResume: 'JSON Resume',
  print: 'Print',
  actions: 'CV actions',
} as const;
