import { CV_SECTION_TITLES } from '@portfolio/model/cv';

/** The CV's section titles and labels, shared by the /cv page and the admin's preview. */
export const CV_TEXT = {
  ...CV_SECTION_TITLES,
  contact: 'Contact',
  email: 'Email',
  phone: 'Phone',
  linkedin: 'LinkedIn',
  website: 'Website',
  projectPage: 'Project page',
  liveDemo: 'Live demo',
  sourceCode: 'Source code',
  moreAuthors: 'et al.',
} as const;
