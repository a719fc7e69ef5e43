import { describe, expect, it } from 'vitest';
import { groupSkills, groupSkillsInOrder, HOME_SKILL_LIMITS } from './skills';

const skill = (name: string, category: string, proficiency: number) => ({ name, category, proficiency });

describe('groupSkills', () => {
  const skills = [
    skill('Kotlin', 'Android Development', 90),
    skill('Python', 'Programming Languages', 95),
    skill('Spark', 'Big Data', 70),
    skill('Compose', 'Android Development', 95),
    skill('Pandas', 'ML & Data Science', 92),
    skill('Git', 'Tools & Technologies', 85),
    ...Array.from({ length: 8 }, (_, i) => skill(`Hadoop ${i}`, 'Big Data', 10 * i)),
  ];

  it('keeps the first 3 categories in query order, 6 skills each, by proficiency descending', () => {
    const groups = groupSkills(skills, HOME_SKILL_LIMITS);
    expect(groups.map((g) => g.category)).toEqual(['Android Development', 'Big Data', 'ML & Data Science']);
    expect(groups[0]!.skills.map((s) => s.name)).toEqual(['Compose', 'Kotlin']);
    const bigData = groups[1]!.skills.map((s) => s.proficiency);
    expect(bigData).toHaveLength(6);
    expect(bigData).toEqual([70, 70, 60, 50, 40, 30]);
  });

  it('returns every category and skill without limits, and nothing for no skills', () => {
    expect(groupSkills(skills).map((g) => g.skills.length)).toEqual([2, 9, 1, 1, 1]);
    expect(groupSkills([], HOME_SKILL_LIMITS)).toEqual([]);
  });
});

describe('groupSkillsInOrder', () => {
  it('follows the given category order, strongest first then by name, and drops empty groups', () => {
    const groups = groupSkillsInOrder(
      [
        skill('Spark', 'Big Data', 70),
        skill('R', 'Programming Languages', 60),
        skill('Python', 'Programming Languages', 95),
        skill('Kotlin', 'Programming Languages', 60),
        skill('Cobol', 'Mainframes', 99),
      ],
      ['Programming Languages', 'ML & Data Science', 'Big Data'],
    );
    expect(groups.map((g) => g.category)).toEqual(['Programming Languages', 'Big Data']);
    expect(groups[0]!.skills.map((s) => s.name)).toEqual(['Python', 'Kotlin', 'R']);
  });
});
