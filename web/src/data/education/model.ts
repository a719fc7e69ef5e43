import type { EducationDoc } from '@portfolio/model/collections';
import { num, optionalStr, str, type WriteCodec } from '@/data/codec';

export interface Education extends EducationDoc {
  id: string;
}

export type EducationInput = Omit<Education, 'id'>;

export const educationCodec: WriteCodec<Education, EducationInput> = {
  fromFirestore: (id, d) => ({
    id,
    degree: str(d.degree),
    institution: str(d.institution),
    start_date: str(d.start_date),
    end_date: str(d.end_date),
    description: optionalStr(d.description),
    order_index: num(d.order_index),
  }),
  toDoc: (input): EducationDoc => ({
    degree: input.degree.trim(),
    institution: input.institution.trim(),
    start_date: input.start_date.trim(),
    end_date: input.end_date.trim(),
    description: input.description?.trim() ?? '',
    order_index: input.order_index,
  }),
};
