/** Every text of the home page, in one place. */
export const HOME_TEXT = {
  metaTitle: 'Portfolio | Data Scientist & Android Developer',
  metaDescription:
    'Portfolio of a data scientist and Android developer: featured projects, skills, experience and services.',
  hero: {
    greeting: 'Hello, I’m',
    viewWork: 'View My Work',
    getInTouch: 'Get In Touch',
    downloadCv: 'Download CV',
    imageAlt: (name: string) => `Portrait of ${name}`,
    available: 'Open to new projects',
  },
  about: {
    eyebrow: 'Who I am',
    title: 'About Me',
    education: 'Education',
    experience: 'Experience',
    link: 'Learn More About Me',
    noEducation: 'No education entries yet.',
    noExperience: 'No experience entries yet.',
  },
  skills: {
    eyebrow: 'What I work with',
    title: 'My Skills',
    description: 'The tools and techniques I use most, strongest first.',
    link: 'View All Skills',
    empty: 'Skills will appear here soon.',
  },
  projects: {
    eyebrow: 'Selected work',
    title: 'Featured Projects',
    description: 'A few projects I am proud of, from machine learning to mobile.',
    link: 'View All Projects',
    empty: 'Projects will appear here soon.',
  },
  publications: {
    eyebrow: 'Research',
    title: 'Selected Publications',
    /** When the owner selected none, the section shows the newest papers under this title. */
    recentTitle: 'Recent Publications',
    description: 'Papers and preprints I wrote or co-wrote.',
    venueYear: (venue: string, year: number) => `${venue} · ${year}`,
    link: 'View All Publications',
  },
  notes: {
    eyebrow: 'Writing',
    title: 'Latest Notes',
    description: 'Short write-ups on methods, tools and lessons from the work.',
    link: 'View All Notes',
  },
  services: {
    eyebrow: 'How I can help',
    title: 'My Services',
    description: 'End-to-end help with data and Android, from the first question to the shipped product.',
    link: 'Explore My Services',
  },
  cta: {
    title: 'Let’s build something great together',
    body: 'Have a data problem to solve or an app idea to ship? I would love to hear about it.',
    button: 'Start a Conversation',
  },
};
