import { claimedSlugs } from '@portfolio/model/slug';
import type { BackupDoc } from './format';

/**
 * The first address the backup gives a project that another project holds now, or null. The
 * holder's claim stays while it exists (a renamed project keeps its old addresses), so the rules
 * would refuse the restored project's claim part-way through the restore: it is refused first,
 * with everything still in place.
 */
export function takenAddress(
  backupProjects: readonly BackupDoc[],
  currentProjects: readonly BackupDoc[],
): { address: string; project: string; holder: string } | null {
  const holders = new Map<string, string>();
  for (const d of currentProjects) for (const slug of claimedSlugs(d.data)) holders.set(slug, d.id);
  for (const d of backupProjects) {
    for (const slug of claimedSlugs(d.data)) {
      const holder = holders.get(slug);
      if (holder !== undefined && holder !== d.id) return { address: slug, project: d.id, holder };
    }
  }
  return null;
}
