// Texts shared by every admin editor: the buttons and states no single manager owns.
export const editingMessages = {
  cancel: 'Cancel',
  add: 'Add',
  saveChanges: 'Save changes',
  edit: 'Edit',
  delete: 'Delete',
  loading: 'Loading...',
  loadingList: 'Loading',
  datePlaceholder: 'YYYY-MM',
  dateDescription: 'Year and month, e.g. 2021-09 (a day may follow: 2021-09-15)',
  dateFormat: 'Use YYYY-MM or YYYY-MM-DD',
  required: (field: string) => `${field} is required`,
  undo: 'Undo',
  deletePending: (name: string) => `“${name}” deleted`,
  /** The Markdown field's own words; its label and description are the manager's. */
  markdown: {
    write: 'Write',
    preview: 'Preview',
    rendering: 'Rendering preview',
    empty: 'Nothing to preview yet.',
    previewFailed: 'The preview could not be rendered. Your text is kept.',
    insertImage: 'Insert image',
    count: (n: number, max: number) =>
      `${n.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`,
  },
} as const;
