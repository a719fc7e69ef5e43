import { COLLECTIONS } from '@portfolio/model/collections';
import { orderedAdmin } from '@/data/firebase/ordered-admin';
import { educationCodec, educationToDoc, type Education, type EducationInput } from './model';

export const educationAdmin = orderedAdmin<Education, EducationInput>(
  COLLECTIONS.education,
  educationCodec,
  educationToDoc,
);
