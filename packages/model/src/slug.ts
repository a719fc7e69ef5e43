/**
 * A project's address on the site, /projects/<slug>: made from its title, editable in the admin
 * form, unique among projects. Lowercase letters, digits and single hyphens only, so the address
 * needs no escaping, reads well in a shared link and is a safe file name for its prerendered page.
 * firestore.rules states the same pattern and limits (isSlug, isOldSlugs).
 */
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_PATTERN_SOURCE = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** How many earlier addresses a project keeps answering at; the oldest beyond this are let go. */
export const OLD_SLUGS_MAX = 20;

/** The claims collection: one document per slug in use, naming the project that holds it. */
export const PROJECT_SLUGS_COLLECTION = 'project_slugs';

export interface ProjectSlugClaimDoc {
  project_id: string;
}

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX && SLUG_PATTERN.test(value);

/**
 * The slug a title suggests: accents folded to their letters, everything else between words
 * turned into one hyphen, cut at a word boundary within SLUG_MAX. A title with nothing usable
 * ('???') gives '' and the admin is asked to type one.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) return slug || word.slice(0, SLUG_MAX);
    slug = next;
  }
  return slug;
}

export const SLUG_MESSAGES = {
  required: 'Enter an address for the project',
  tooLong: `At most ${SLUG_MAX} characters`,
  pattern: 'Use lowercase letters, digits and single hyphens between them (for example churn-prediction)',
  taken: 'This address is already used by another project',
} as const;

/** What is wrong with a slug the admin typed, or null when it is a valid address. */
export function slugProblem(slug: string): string | null {
  if (slug === '') return SLUG_MESSAGES.required;
  if (slug.length > SLUG_MAX) return SLUG_MESSAGES.tooLong;
  if (!SLUG_PATTERN.test(slug)) return SLUG_MESSAGES.pattern;
  return null;
}

/**
 * A project's addresses after it is saved with `slug`: the one it had moves to the old ones (a
 * link shared before the rename keeps working), the new one leaves them, the newest are kept.
 */
export function nextOldSlugs(current: string | undefined, old: readonly string[], slug: string): string[] {
  const earlier = current && current !== slug ? [...old, current] : [...old];
  return [...new Set(earlier.filter((s) => s !== slug))].slice(-OLD_SLUGS_MAX);
}

/** The segment of a project's address: its slug, or its document id while it has none. */
export const projectAddress = (project: { id: string; slug?: string }): string => project.slug || project.id;

/**
 * The addresses a stored project claims: its slug and its earlier ones. A restore writes these
 * claims with the project, as the admin form does, so the restored project keeps every link.
 */
export function claimedSlugs(data: { slug?: unknown; old_slugs?: unknown }): string[] {
  const old = Array.isArray(data.old_slugs) ? (data.old_slugs as unknown[]) : [];
  return [...new Set([data.slug, ...old].filter(isSlug))];
}
