// The home page's skills query (web/src/data/skills/public.ts fetchHomeSkills) against the
// Firestore emulator: it must show exactly what grouping the whole collection would
// (lib/skills.ts groupSkills with HOME_SKILL_LIMITS) while reading at most 3 x 6 documents.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchHomeSkills, fetchSkills } from '@/data/skills/public';
import { groupSkills, HOME_SKILL_LIMITS } from '@/lib/skills';
import { COLLECTIONS, type SkillCategory } from '@portfolio/model/collections';
import { skills as demoSkills } from '../../scripts/seed/demo-content.ts';
import { adminApp, clearFirestore, closeAdminApps } from '../support/emulator';
import { countReads } from '../support/firestore-reads';

type Row = [category: SkillCategory, name: string, proficiency: number];

async function store(rows: readonly Row[]): Promise<void> {
  const batch = adminApp().db.batch();
  rows.forEach(([category, name, proficiency], i) => {
    batch.set(adminApp().db.collection(COLLECTIONS.skills).doc(`skill-${i}`), {
      name,
      category,
      proficiency,
    });
  });
  await batch.commit();
}

/** The home query's groups, its documents read, and the groups of the whole collection. */
async function both() {
  const { value: home, reads } = await countReads(() => fetchHomeSkills(HOME_SKILL_LIMITS));
  const names = (groups: ReturnType<typeof groupSkills>) =>
    groups.map((g) => ({ category: g.category, skills: g.skills.map((s) => s.name) }));
  return {
    home: names(groupSkills(home, HOME_SKILL_LIMITS)),
    // The home query's own order is already the grouped order: nothing is left to re-sort.
    raw: home.map((s) => s.name),
    reads,
    expected: names(groupSkills(await fetchSkills(), HOME_SKILL_LIMITS)),
  };
}

beforeEach(async () => {
  await clearFirestore();
});

afterAll(async () => {
  await closeAdminApps();
});

describe('fetchHomeSkills', () => {
  it('shows the same groups as the whole collection on the demo content, reading 18 documents', async () => {
    await store(demoSkills.map((s): Row => [s.category, s.name, s.proficiency]));
    const { home, raw, reads, expected } = await both();
    expect(home).toEqual(expected);
    expect(home.map((g) => g.category)).toEqual(['Android Development', 'Big Data', 'ML & Data Science']);
    // Big Data has only 5 skills: its batch also held the first ML skill, which is not kept twice.
    expect(home.map((g) => g.skills.length)).toEqual([6, 5, 6]);
    expect(raw).toEqual(home.flatMap((g) => g.skills));
    expect(reads).toBe(18);
    expect(demoSkills.length).toBeGreaterThan(reads);
  });

  it('breaks proficiency ties by name, as groupSkills does, across the cut at 6', async () => {
    await store([
      ['Big Data', 'Spark', 80],
      ['Big Data', 'Hive', 80],
      ['Big Data', 'Kafka', 80],
      ['Big Data', 'Flink', 80],
      ['Big Data', 'Beam', 80],
      ['Big Data', 'Airflow', 80],
      ['Big Data', 'Zookeeper', 80],
      ['Big Data', 'Druid', 90],
      ['Android Development', 'Room', 70],
      ['Android Development', 'Compose', 70],
      ['Tools & Technologies', 'Git', 99],
      ['Programming Languages', 'Python', 95],
    ]);
    const { home, expected } = await both();
    expect(home).toEqual(expected);
    expect(home).toEqual([
      { category: 'Android Development', skills: ['Compose', 'Room'] },
      { category: 'Big Data', skills: ['Druid', 'Airflow', 'Beam', 'Flink', 'Hive', 'Kafka'] },
      { category: 'Programming Languages', skills: ['Python'] },
    ]);
  });

  it('stops early when fewer than 3 categories exist, and reads one billed document when empty', async () => {
    await store([
      ['ML & Data Science', 'Pandas', 95],
      ['Programming Languages', 'Python', 95],
    ]);
    const few = await both();
    expect(few.home).toEqual(few.expected);
    expect(few.home.map((g) => g.category)).toEqual(['ML & Data Science', 'Programming Languages']);

    await clearFirestore();
    const empty = await both();
    expect(empty.home).toEqual([]);
    expect(empty.reads).toBe(1);
  });
});
