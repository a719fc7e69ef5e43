import { paths } from '@/config/paths';
import type { ScheduledDoc } from '@/data/schedules/admin';

/** Where the admin acts on a document: its manager, opening its form. */
export function editorLink(doc: Pick<ScheduledDoc, 'kind' | 'id'>): string {
  return `${paths.admin[doc.kind]}?edit=${encodeURIComponent(doc.id)}`;
}
