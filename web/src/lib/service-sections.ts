import { SERVICE_CATEGORIES, type ServiceCategory } from '@portfolio/model/collections';
import { SERVICE_SECTIONS, type ServiceSectionContent } from '@/config/services-content';

interface SectionedService {
  title: string;
  icon: string;
  category: ServiceCategory;
  order_index?: number;
}

export interface ServiceSection<T> extends ServiceSectionContent {
  category: ServiceCategory;
  services: T[];
}

/**
 * The page's sections in their fixed order, each with its services by order_index (the list's
 * own order where there is none, as in the defaults). A section without services is left out
 * rather than shown as an empty box.
 */
export function serviceSections<T extends SectionedService>(services: readonly T[]): ServiceSection<T>[] {
  const ordered = services
    .map((service, index) => ({ service, index }))
    .sort(
      (a, b) => (a.service.order_index ?? a.index) - (b.service.order_index ?? b.index) || a.index - b.index,
    )
    .map(({ service }) => service);
  return SERVICE_CATEGORIES.map((category) => ({
    category,
    ...SERVICE_SECTIONS[category],
    services: ordered.filter((service) => service.category === category),
  })).filter((section) => section.services.length > 0);
}
