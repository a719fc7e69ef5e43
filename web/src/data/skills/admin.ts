import { addDoc, collection, deleteDoc, doc, getDocs, orderBy, query, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { db, fullConverter } from '@/data/firebase/full';
import { DEFAULT_PROFICIENCY, skillCodec, type Skill, type SkillInput } from './model';

const ref = collection(db, COLLECTIONS.skills);

/** Category, then name (spec §7, admin). */
const skillsAdminQuery = query(
  ref.withConverter(fullConverter(skillCodec)),
  orderBy('category', 'asc'),
  orderBy('name', 'asc'),
);

export async function fetchSkillsAdmin(): Promise<Skill[]> {
  return (await getDocs(skillsAdminQuery)).docs.map((d) => d.data());
}

export async function createSkill(input: SkillInput): Promise<string> {
  const created = await addDoc(ref, {
    name: input.name.trim(),
    category: input.category,
    proficiency: DEFAULT_PROFICIENCY,
  });
  return created.id;
}

/** Sends name and category only, so the stored proficiency is kept as it is. */
export function updateSkill(id: string, input: SkillInput): Promise<void> {
  return updateDoc(doc(ref, id), { name: input.name.trim(), category: input.category });
}

export function deleteSkill(id: string): Promise<void> {
  return deleteDoc(doc(ref, id));
}
