/** Every text of the About page, in one place. */
export const ABOUT_TEXT = {
  metaTitle: 'About | Portfolio',
  metaDescription: 'About me: background, education and how to reach a data scientist and Android developer.',
  eyebrow: 'Get to know me',
  title: 'About Me',
  loading: 'Loading profile...',
  education: 'Education',
  noEducation: 'No education entries yet.',
  getInTouch: 'Get In Touch',
  imageAlt: (name: string) => `Portrait of ${name}`,
  email: 'Email',
  phone: 'Phone',
  linkedin: 'LinkedIn',
  story: 'My Story',
  downloadCv: 'Download CV',
  viewCv: 'View CV online',
};
