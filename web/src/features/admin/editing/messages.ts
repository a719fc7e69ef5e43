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
} as const;
