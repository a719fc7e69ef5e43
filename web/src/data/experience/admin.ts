import { COLLECTIONS } from '@portfolio/model/collections';
import { orderedAdmin } from '@/data/firebase/ordered-admin';
import { experienceCodec, experienceToDoc, type Experience, type ExperienceInput } from './model';

export const experienceAdmin = orderedAdmin<Experience, ExperienceInput>(
  COLLECTIONS.experience,
  experienceCodec,
  experienceToDoc,
);
