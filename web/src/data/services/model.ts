import { SERVICE_CATEGORIES, type ServiceCategory, type ServiceDoc } from '@portfolio/model/collections';
import { num, str, type WriteCodec } from '@/data/codec';

export interface Service extends ServiceDoc {
  id: string;
}

export type ServiceInput = Omit<Service, 'id'>;

/** Services stored before they had a category show in the first section until the admin saves them. */
function category(value: unknown): ServiceCategory {
  return (SERVICE_CATEGORIES as readonly unknown[]).includes(value) ? (value as ServiceCategory) : 'data';
}

export const serviceCodec: WriteCodec<Service, ServiceInput> = {
  fromFirestore: (id, d) => ({
    id,
    title: str(d.title),
    description: str(d.description),
    icon: str(d.icon, 'code'),
    category: category(d.category),
    order_index: num(d.order_index),
  }),
  toDoc: (input): ServiceDoc => ({
    title: input.title.trim(),
    description: input.description.trim(),
    icon: input.icon.trim(),
    category: input.category,
    order_index: input.order_index,
  }),
};
