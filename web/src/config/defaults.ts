import type { PersonalInfoField } from '@portfolio/model/collections';

/** Shown wherever a personal_info value is missing so a fresh or partly filled database still shows a whole profile. */
export const DEFAULT_PERSONAL_INFO: Record<PersonalInfoField, string> = {
  name: 'Alex Morgan',
  title: 'Data Scientist & Android Developer',
  tagline:
    'I turn messy data into clear decisions and ship fast, friendly Android apps that people enjoy using.',
  profile_image: '/profile-placeholder.svg',
  about_intro:
    'I am a data scientist and Android developer who likes problems that need both: models that learn from data and apps that put those models in people’s hands.',
  about_detail:
    'From exploratory analysis and machine learning pipelines to Kotlin apps with clean architecture, I care about measurable results, readable code and products that feel effortless.',
  email: 'alex.morgan@example.com',
  phone: '+1 (415) 555-0142',
  linkedin: 'https://www.linkedin.com/in/alex-morgan-data',
};

/** The footer's contact info is fixed text, not read from the database: it shows before any read. */
export const FOOTER_CONTACT = {
  email: DEFAULT_PERSONAL_INFO.email,
  phone: DEFAULT_PERSONAL_INFO.phone,
  linkedin: DEFAULT_PERSONAL_INFO.linkedin,
} as const;

/** Shown for a project without image_url or whose image fails to load. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
export const PROFILE_PLACEHOLDER_IMAGE = '/profile-placeholder.svg';

/** The recommended upload sizes, reserved in the layout so nothing shifts when an image loads. */
export const IMAGE_SIZES = {
  project: { width: 600, height: 400 },
  profile: { width: 300, height: 300 },
} as const;
