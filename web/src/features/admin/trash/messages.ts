import type { ContentCollection } from '@portfolio/model/content-life';
import { addressClaimsOf } from '@portfolio/model/content-types';
import { addressedPagePath } from '@portfolio/model/addressed-pages';

export const trashMessages = {
  title: 'Trash',
  description:
    'Deleted items stay here for 30 days after the undo window, with their files. Restore one to put it back where it was; after 30 days it and its files are removed for good.',
  loading: 'Loading the trash…',
  empty: 'The trash is empty.',
  loadFailed: 'Could not load the trash.',
  kinds: {
    personal_info: 'Personal info',
    education: 'Education',
    experience: 'Experience',
    certifications: 'Certification',
    skills: 'Skill',
    projects: 'Project',
    project_files: 'Project file',
    services: 'Service',
    publications: 'Publication',
    notes: 'Note',
  } satisfies Record<ContentCollection, string>,
  deleted: (when: string) => `Deleted ${when}`,
  purgeOn: (when: string) => `removed for good on ${when}`,
  files: (count: number) => (count === 1 ? '1 file' : `${count} files`),
  restore: 'Restore',
  restoreLabel: (label: string) => `Restore ${label}`,
  restored: (label: string, files: number) =>
    files > 0
      ? `${label} is back with ${files === 1 ? 'its file' : `its ${files} files`}. Publish to show it on the live site.`
      : `${label} is back. Publish to show it on the live site.`,
  addressesTaken: (label: string, collection: ContentCollection, addresses: string[]) => {
    const noun = addressClaimsOf(collection)?.noun ?? 'item';
    const page = (address: string) => addressedPagePath(collection, address) ?? address;
    return `Another ${noun} uses ${addresses.map(page).join(' and ')} now, so ${label} answers at its id until you give it a new address.`;
  },
  restoreFailed: 'Could not restore this item.',
  purge: 'Remove expired now',
  purging: 'Removing expired items…',
  purgingCount: (done: number, total: number) => `Removing expired items… ${done} of ${total}`,
  purged: (entries: number, objects: number) =>
    entries === 0
      ? 'Nothing has expired yet.'
      : `Removed ${entries} expired ${entries === 1 ? 'item' : 'items'} and ${objects} stored ${objects === 1 ? 'file' : 'files'}.`,
  purgeFailed: 'Could not remove the expired items.',
  listLabel: 'Deleted items',
};
