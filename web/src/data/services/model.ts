import type { ServiceDoc } from '@portfolio/model/collections';
import { num, str, type Codec } from '../codec';

export interface Service extends ServiceDoc {
  id: string;
}

export type ServiceInput = Omit<Service, 'id'>;

export const serviceCodec: Codec<Service> = {
  fromFirestore: (id, d) => ({
    id,
    title: str(d.title),
    description: str(d.description),
    icon: str(d.icon, 'code'),
    order_index: num(d.order_index),
  }),
};

export function serviceToDoc(input: ServiceInput): ServiceDoc {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    icon: input.icon.trim(),
    order_index: input.order_index,
  };
}
