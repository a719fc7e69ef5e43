import { COLLECTIONS } from '@portfolio/model/collections';
import { orderedAdmin } from '@/data/firebase/ordered-admin';
import { serviceCodec, serviceToDoc, type Service, type ServiceInput } from './model';

export const servicesAdmin = orderedAdmin<Service, ServiceInput>(
  COLLECTIONS.services,
  serviceCodec,
  serviceToDoc,
);
