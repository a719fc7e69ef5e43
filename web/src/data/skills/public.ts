import { orderBy } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@portfolio/model/collections';
import { fetchList } from '../firebase/lite-query';
import { skillCodec, type Skill } from './model';

/** Category, then proficiency descending (spec §7); grouping happens in lib/. */
export function fetchSkills(): Promise<Skill[]> {
  return fetchList(
    COLLECTIONS.skills,
    skillCodec,
    orderBy('category', 'asc'),
    orderBy('proficiency', 'desc'),
  );
}
