import { SKILL_CATEGORIES, type SkillCategory, type SkillDoc } from '@portfolio/model/collections';
import { num, str, type Codec } from '@/data/codec';

export interface Skill extends SkillDoc {
  id: string;
}

export type SkillInput = Pick<Skill, 'name' | 'category'>;

function category(value: unknown): SkillCategory {
  return (SKILL_CATEGORIES as readonly unknown[]).includes(value)
    ? (value as SkillCategory)
    : 'Tools & Technologies';
}

export const skillCodec: Codec<Skill> = {
  fromFirestore: (id, d) => ({
    id,
    name: str(d.name),
    category: category(d.category),
    proficiency: num(d.proficiency),
  }),
};

/** New skills get a middle proficiency; the admin form edits only name and category. */
export const DEFAULT_PROFICIENCY = 50;
