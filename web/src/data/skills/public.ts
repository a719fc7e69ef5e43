import { COLLECTIONS } from '@portfolio/model/collections';
import { liteReadDb } from '@/data/firebase/lite-db';
import { listOf, type PublicDb } from '@/data/firebase/public-db';
import { skillCodec, type Skill } from './model';

/** Category, then proficiency descending; grouping happens in lib/. */
export function fetchSkills(db: PublicDb = liteReadDb): Promise<Skill[]> {
  return listOf(db, COLLECTIONS.skills, skillCodec, {
    orderBy: [
      ['category', 'asc'],
      ['proficiency', 'desc'],
    ],
  });
}

/**
 * The home page's skills (the first `categories` categories, their `perCategory` best
 * skills) without reading the whole collection: one small query per category, each starting after
 * the previous category, so at most categories x perCategory documents are read. A batch's first
 * category is complete when the batch holds fewer of it than the limit, or is its top list when
 * the whole batch is that category. Ties on proficiency are broken by name, as lib/skills.ts does.
 */
export async function fetchHomeSkills(
  limits: { categories: number; perCategory: number },
  db: PublicDb = liteReadDb,
): Promise<Skill[]> {
  const result: Skill[] = [];
  // '' sorts before every category, so the first batch starts at the first category.
  let after = '';
  for (let i = 0; i < limits.categories; i++) {
    const batch = await listOf(db, COLLECTIONS.skills, skillCodec, {
      where: [['category', '>', after]],
      orderBy: [
        ['category', 'asc'],
        ['proficiency', 'desc'],
        ['name', 'asc'],
      ],
      limit: limits.perCategory,
    });
    const first = batch[0];
    if (!first) break;
    result.push(...batch.filter((s) => s.category === first.category));
    after = first.category;
  }
  return result;
}
