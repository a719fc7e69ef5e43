/** Every text of the Experience page, in one place. */
export const EXPERIENCE_TEXT = {
  metaTitle: 'Experience | Portfolio',
  metaDescription: 'Work experience and certifications of a data scientist and Android developer.',
  eyebrow: 'Career',
  title: 'Experience',
  lead: 'Where I have worked, what I was responsible for, and what I have been certified in.',
  loading: 'Loading experience...',
  timeline: 'Work Experience',
  keyResponsibilities: 'Key Responsibilities',
  noExperience: 'No experience entries found.',
  certifications: 'Certifications',
  noCertifications: 'No certifications found.',
  current: 'Current',
};
