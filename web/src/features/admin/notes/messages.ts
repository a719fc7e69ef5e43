import { NOTE_MESSAGES } from '@portfolio/model/notes';
import { NOTE_LIMITS } from '@portfolio/model/limits';

/** Texts of Manage Notes, in one place. */
export const noteMessages = {
  title: 'Manage Notes',
  description:
    'Short posts: what you learned, built or read. Visitors find them under Notes and in the feeds.',
  addButton: 'Add Note',
  addTitle: 'Add New Note',
  editTitle: 'Edit Note',
  empty: 'No notes yet. Write the first one.',
  loading: 'Loading notes',
  retry: 'Reload the page',
  noDate: 'Date pending',
  columns: {
    title: 'Title',
    date: 'Published',
    tags: 'Tags',
    actions: 'Actions',
  },

  fields: {
    title: 'Title',
    slug: 'Address',
    slugDescription: (url: string) =>
      url ? `The note's page: ${url}. Its earlier addresses keep leading there.` : 'Made from the title.',
    summary: 'Summary',
    summaryDescription: 'One or two sentences: shown in the lists, the feeds and search results.',
    summaryCount: (n: number) => `${n} / ${NOTE_LIMITS.summary} characters`,
    body: 'Body',
    bodyDescription:
      'Markdown: headings, lists, links, ```code blocks``` and $formulas$. Insert image offers the cover and the images of the project the note is about.',
    noImages: 'Add a cover image, or choose a project with images: they can then be put into the text.',
    coverImage: 'Cover image',
    publishedAt: 'Publish date',
    publishedAtDescription: 'The date the note shows and is sorted by.',
    project: 'About the project',
    projectDescription: 'Links the note to one of your projects.',
    projectNone: 'None',
    projectsLoading: 'Loading projects…',
  },
  recommendedSize: '1600×900 px',
  imageUploaded: 'Cover image uploaded',
  imageUploadFailed: 'Failed to upload the cover image',

  // Validation, next to each field.
  titleRequired: 'Note title is required',
  tooLong: (max: number) => `At most ${max} characters`,
  dateRequired: 'Pick the publish date',
  slugTaken: 'This address is already used by another note',
  tag: NOTE_MESSAGES.tag,
  tooManyTags: NOTE_MESSAGES.tooManyTags,
  bodyTooLong: NOTE_MESSAGES.bodyTooLong,

  // Toasts.
  fetchFailed: 'Failed to fetch notes',
  projectsFailed: 'Failed to fetch your projects: the note keeps the project it has',
  added: 'Note added successfully',
  updated: 'Note updated successfully',
  saveFailed: 'Failed to save the note. Everything you typed is kept.',
  deleted: 'Note deleted',
  deleteFailed: 'Failed to delete the note',
} as const;
