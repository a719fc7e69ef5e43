import { SKILL_CATEGORIES, type SkillCategory, type SkillDoc } from '@portfolio/model/collections';
import { num, str, type WriteCodec } from '@/data/codec';

export interface Skill extends SkillDoc {
  id: string;
}

export type SkillInput = Pick<Skill, 'name' | 'category'>;

function category(value: unknown): SkillCategory {
  return (SKILL_CATEGORIES as readonly unknown[]).includes(value)
    ? (value as SkillCategory)
    : 'Tools & Technologies';
}

/** New skills get a middle proficiency; the admin form edits only name and category. */
export const DEFAULT_PROFICIENCY = 50;

export const skillCodec: WriteCodec<Skill, SkillInput> = {
  fromFirestore: (id, d) => ({
    id,
    name: str(d.name),
    category: category(d.category),
    proficiency: num(d.proficiency),
  }),
  toDoc: (input): SkillDoc => ({
    name: input.name.trim(),
    category: input.category,
    proficiency: DEFAULT_PROFICIENCY,
  }),
  // Name and category only, so the stored proficiency is kept as it is.
  toUpdate: (input): SkillInput => ({ name: input.name.trim(), category: input.category }),
};
