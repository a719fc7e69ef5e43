import { SLUG_MAX, slugify } from '@portfolio/model/slug';

/**
 * The address an imported paper gets: the one its title suggests, or, when that is taken (by a
 * stored paper's claim or id, or by an earlier paper of the same import), the same with the first
 * free number after it ("churn-prediction-2"), still within SLUG_MAX. A title with nothing usable
 * gives '' and the paper answers at its id until the admin gives it one. The address is added to
 * `taken`.
 */
export function uniqueSlug(title: string, taken: Set<string>): string {
  const base = slugify(title);
  if (base === '') return '';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) {
    const suffix = `-${n}`;
    slug = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
  taken.add(slug);
  return slug;
}
