/** Every text of the Projects and Project detail pages, in one place. */
export const PROJECTS_TEXT = {
  metaTitle: 'Projects | Portfolio',
  metaDescription:
    'Data science and Android projects: machine learning models, data pipelines and native mobile apps.',
  eyebrow: 'Portfolio',
  title: 'My Projects',
  lead: 'Machine learning, data engineering and Android apps: each with the story, the stack and the results.',
  loading: 'Loading projects...',
  tabs: {
    all: (n: number) => `All Projects (${n})`,
    data: (n: number) => `Data Science (${n})`,
    android: (n: number) => `Android Apps (${n})`,
  },
  empty: {
    all: 'No projects to display.',
    data: 'No data science projects to display.',
    android: 'No Android projects to display.',
  },
  loadError: 'Failed to load projects',
  tryAgain: 'Try Again',
};

export const DETAIL_TEXT = {
  metaTitle: (title: string) => `${title} | Projects | Portfolio`,
  metaDescription: (description: string) => description.slice(0, 160),
  notFoundMetaTitle: 'Project Not Found | Portfolio',
  loading: 'Loading project details...',
  notFoundTitle: 'Project Not Found',
  notFoundBody: "The project you're looking for doesn't exist.",
  backToProjects: 'Back to Projects',
  technologies: 'Technologies Used',
  caseStudy: 'Case Study',
  contents: 'Contents',
  liveDemo: 'Live Demo',
  sourceCode: 'Source Code',
  mediaGallery: 'Media Gallery',
  projectFiles: 'Project Files',
  view: 'View',
  image: 'IMAGE',
  video: 'VIDEO',
  errorTitle: 'Error',
  errorMessage: 'Failed to load project details',
  viewFile: (name: string) => `View ${name} (opens in a new tab)`,
  readNotebook: 'Read notebook',
  // A label starts with the words on the button, so speech users can say what they see (WCAG 2.5.3).
  readNotebookLabel: (name: string) => `Read notebook: ${name}`,
};

export const NOTEBOOK_TEXT = {
  metaTitle: (name: string, project: string) => `${name} — ${project} | Portfolio`,
  metaDescription: (name: string, project: string, description: string) =>
    (
      description || `${name}: a Jupyter notebook of the project ${project}, with its code and outputs.`
    ).slice(0, 160),
  notFoundMetaTitle: 'Notebook Not Found | Portfolio',
  loading: 'Loading notebook...',
  eyebrow: 'Jupyter notebook',
  backToProject: (title: string) => `Back to ${title}`,
  download: 'Download .ipynb',
  downloadLabel: (name: string) => `Download .ipynb: ${name}`,
  tooLargeTitle: 'Too large to show here',
  tooLarge: (size: string, limit: string) =>
    `This notebook is ${size}, over the ${limit} that can be shown as a page. Download it to open it in Jupyter.`,
  unreadableTitle: 'This notebook cannot be shown here',
  unreadable: 'Its file could not be read as a Jupyter notebook. Download it to open it in Jupyter.',
  unavailableTitle: 'This notebook could not be rendered',
  unavailable: 'Its file could not be read when the site was published. Download it to open it in Jupyter.',
  notPublishedTitle: 'Not published as a page yet',
  notPublished: 'This notebook appears here after the next publish. Until then, download it to read it.',
  notFoundTitle: 'Notebook Not Found',
  notFoundBody: 'This project has no such notebook.',
};

/** A size in megabytes, as the too-large message states it. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

export const VIEWER_TEXT = {
  counter: (n: number, total: number) => `${n} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  download: 'Download',
  close: 'Close',
  label: 'Media viewer',
};
