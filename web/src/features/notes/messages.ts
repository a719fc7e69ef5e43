/** Every text of the notes pages, in one place. */
export const NOTES_TEXT = {
  metaTitle: 'Notes | Portfolio',
  metaDescription:
    'Notes on data science and Android: methods, tools and lessons from the work, newest first.',
  eyebrow: 'Writing',
  title: 'Notes',
  lead: 'Short write-ups on methods, tools and lessons from the work, newest first.',
  loading: 'Loading notes...',
  loadError: 'Failed to load notes',
  tryAgain: 'Try Again',
  empty: 'No notes to display.',
  filterLabel: 'Filter notes by tag',
  all: 'All',
  tagCount: (tag: string, n: number) => `${tag} (${n})`,
};

export const TAG_TEXT = {
  title: (tag: string) => `Notes tagged ${tag}`,
  metaTitle: (tag: string) => `Notes tagged ${tag} | Portfolio`,
  metaDescription: (tag: string, n: number) =>
    `${n} ${n === 1 ? 'note' : 'notes'} tagged ${tag}, newest first.`,
  lead: (n: number) => `${n} ${n === 1 ? 'note' : 'notes'}, newest first.`,
  notFoundMetaTitle: 'Tag Not Found | Portfolio',
  notFoundTitle: 'Tag Not Found',
  notFoundBody: 'No note carries the tag you are looking for.',
};

export const NOTE_TEXT = {
  metaTitle: (title: string) => `${title} | Notes | Portfolio`,
  metaDescription: (summary: string, title: string) => (summary.trim() || title).slice(0, 160),
  notFoundMetaTitle: 'Note Not Found | Portfolio',
  loading: 'Loading note...',
  notFoundTitle: 'Note Not Found',
  notFoundBody: "The note you're looking for doesn't exist.",
  backToNotes: 'Back to Notes',
  errorTitle: 'Error',
  errorMessage: 'Failed to load the note',
  readingTime: (minutes: number) => `${minutes} min read`,
  tags: 'Tags',
  contents: 'Contents',
  project: (title: string) => `Project: ${title}`,
  neighbours: 'More notes',
  previous: 'Previous note',
  next: 'Next note',
};
