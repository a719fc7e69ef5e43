import { serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { orderedAdmin } from '@/data/firebase/ordered-admin';
import { certificationCodec, certificationToDoc, type Certification, type CertificationInput } from './model';

export const certificationsAdmin = orderedAdmin<Certification, CertificationInput>(
  COLLECTIONS.certifications,
  certificationCodec,
  certificationToDoc,
  () => ({ created_at: serverTimestamp() }),
);
