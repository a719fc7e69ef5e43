import { createElement } from 'react';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { projectMessages as m } from './messages';
import type { FileOutcome } from './save-project';

/**
 * What a save tells the admin: the project's confirmation first, so a long list of files never
 * pushes it out of view; then every saved file in one toast, one line each; then each failure.
 */
export function announceSave(created: boolean, outcomes: readonly FileOutcome[]): void {
  notifySuccess(created ? m.created : m.updated);
  const saved = outcomes.filter((o) => o.result === 'inserted');
  if (saved.length > 0) {
    notifySuccess(saved.map((o) => createElement('div', { key: o.key }, m.fileSaved(o.name))));
  }
  for (const o of outcomes) {
    if (o.result === 'insert-failed') notifyError(m.fileSaveFailed(o.name));
    if (o.result === 'update-failed') notifyError(m.fileUpdateFailed(o.name));
  }
}
