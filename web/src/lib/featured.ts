export const HOME_PROJECT_LIMIT = 3;

interface Dated {
  featured: boolean;
  created_at: Date | null;
}

function newestFirst(a: Dated, b: Dated): number {
  return (b.created_at?.getTime() ?? 0) - (a.created_at?.getTime() ?? 0);
}

/**
 * Home shows featured projects, newest first, up to 3; when none is featured, the 3 newest
 * Works on any list of projects, whatever its order.
 */
export function pickHomeProjects<T extends Dated>(projects: readonly T[], limit = HOME_PROJECT_LIMIT): T[] {
  const sorted = [...projects].sort(newestFirst);
  const featured = sorted.filter((p) => p.featured);
  return (featured.length > 0 ? featured : sorted).slice(0, limit);
}
