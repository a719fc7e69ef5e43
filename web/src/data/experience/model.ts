import type { ExperienceDoc } from '@portfolio/model/collections';
import { num, optionalStr, str, strList, type WriteCodec } from '@/data/codec';

export interface Experience extends ExperienceDoc {
  id: string;
}

export type ExperienceInput = Omit<Experience, 'id'>;

/**
 * What the admin typed, as stored: text trimmed, empty responsibilities dropped, and an empty
 * end date means "current" (null).
 */
export function normaliseExperience(input: ExperienceInput): ExperienceDoc {
  return {
    position: input.position.trim(),
    company: input.company.trim(),
    start_date: input.start_date.trim(),
    end_date: input.end_date?.trim() || null,
    description: input.description?.trim() ?? '',
    responsibilities: input.responsibilities.map((r) => r.trim()).filter((r) => r !== ''),
    order_index: input.order_index,
  };
}

export const experienceCodec: WriteCodec<Experience, ExperienceInput> = {
  fromFirestore: (id, d) => ({
    id,
    position: str(d.position),
    company: str(d.company),
    start_date: str(d.start_date),
    end_date: typeof d.end_date === 'string' && d.end_date !== '' ? d.end_date : null,
    description: optionalStr(d.description),
    responsibilities: strList(d.responsibilities),
    order_index: num(d.order_index),
  }),
  toDoc: normaliseExperience,
};
