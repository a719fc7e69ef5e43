import type { HistoryKind } from '@portfolio/model/content-life';

export const historyMessages = {
  open: 'History',
  openLabel: (name: string) => `History of ${name}`,
  title: (name: string) => `History: ${name}`,
  intro: 'Every saved version, newest first. Restoring one saves it as a new version.',
  loading: 'Loading the history…',
  empty: 'No versions yet. The next save starts the history.',
  loadFailed: 'Could not load the history.',
  kinds: { create: 'Created', update: 'Edited', delete: 'Deleted' } satisfies Record<HistoryKind, string>,
  by: (who: string | null) =>
    who === null ? 'editor not recorded' : who.includes('@') ? `by ${who}` : `by account ${who.slice(0, 8)}`,
  field: (name: string) => name.replace(/_/g, ' '),
  before: 'Before',
  after: 'After',
  noVisibleChange: 'No change to the content (only times or order).',
  current: 'Current version',
  restore: 'Restore this version',
  restoreLabel: (when: string) => `Restore the version of ${when}`,
  restored: 'Version restored. It is now the current content and the newest version.',
  restoreFailed: 'Could not restore this version; the current content is unchanged.',
  unknownTime: 'time pending',
};

/** When a version was saved, in the admin's locale. */
export function versionTime(version: { at: Date | null }): string {
  return version.at
    ? version.at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : historyMessages.unknownTime;
}
