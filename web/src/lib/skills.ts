export interface RankedSkill {
  name: string;
  category: string;
  proficiency: number;
}

export interface SkillGroup<T extends RankedSkill> {
  category: string;
  skills: T[];
}

/** One collator for every comparison: localeCompare with a locale builds a new one each call. */
const byName = new Intl.Collator('en');

export const HOME_SKILL_LIMITS = { categories: 3, perCategory: 6 } as const;

/**
 * Groups skills by category as the public query orders them (category ascending, then proficiency
 * descending), keeping the first `categories` groups of up to `perCategory` skills each.
 * Sorting again here keeps the home page right even if the stored order is not.
 */
export function groupSkills<T extends RankedSkill>(
  skills: readonly T[],
  limits: { categories?: number; perCategory?: number } = {},
): SkillGroup<T>[] {
  const byCategory = new Map<string, T[]>();
  for (const skill of skills) {
    const list = byCategory.get(skill.category) ?? [];
    list.push(skill);
    byCategory.set(skill.category, list);
  }
  const categories = [...byCategory.keys()].sort((a, b) => byName.compare(a, b));
  return categories.slice(0, limits.categories ?? categories.length).map((category) => ({
    category,
    skills: [...(byCategory.get(category) ?? [])]
      .sort((a, b) => b.proficiency - a.proficiency || byName.compare(a.name, b.name))
      .slice(0, limits.perCategory ?? Infinity),
  }));
}

/**
 * Skills in the given categories, in that order, each group strongest first and then by name.
 * Categories without skills are left out; skills of other categories are ignored.
 */
export function groupSkillsInOrder<T extends RankedSkill>(
  skills: readonly T[],
  categories: readonly string[],
): SkillGroup<T>[] {
  return categories
    .map((category) => ({
      category,
      skills: skills
        .filter((skill) => skill.category === category)
        .sort((a, b) => b.proficiency - a.proficiency || byName.compare(a.name, b.name)),
    }))
    .filter((group) => group.skills.length > 0);
}
