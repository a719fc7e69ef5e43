export const certificationsMessages = {
  title: 'Manage Certifications',
  description: 'Certifications shown on the Experience page, in this order.',
  addButton: 'Add Certification',
  addTitle: 'Add Certification',
  editTitle: 'Edit Certification',
  empty: 'No certifications found. Add your first certification to get started.',
  columns: { order: 'Order', title: 'Title', issuer: 'Issuer', created: 'Created', actions: 'Actions' },
  reorderColumn: 'Move',
  certTitle: 'Title',
  issuer: 'Issuer',
  orderIndex: 'Order index',
  titleRequired: 'Title is required',
  issuerRequired: 'Issuer is required',
  confirmTitle: 'Delete certification',
  confirmDelete: 'Are you sure you want to delete this certification?',
  confirmButton: 'Delete',
  added: 'Certification added',
  updated: 'Certification updated',
  deleted: 'Certification deleted',
  fetchFailed: 'Failed to fetch certifications',
  deleteFailed: 'Failed to delete certification',
  saveFailed: 'Failed to save certification',
  noDate: '—',
} as const;

/** Certifications start at order 0, unlike the other ordered lists (which start at 1). */
export const CERTIFICATION_DEFAULT_ORDER = 0;
