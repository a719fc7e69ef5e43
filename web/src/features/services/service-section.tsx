import { Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { ThemeIcon } from '@/components/theme-icon';
import { SectionHeading } from '@/components/section-heading';
import { ServiceIcon } from '@/components/service-icon';
import type { ServiceContent } from '@/config/services-content';
import type { ServiceSection as Section } from '@/lib/service-sections';
import { SiteCard } from '@/components/site-card';
import classes from './services.module.css';

/** One of the page's two sections: its heading, then a card per service. */
export function ServiceSection({ section }: { section: Section<ServiceContent & { id?: string }> }) {
  return (
    <section aria-label={section.title}>
      <SectionHeading title={section.title} description={section.intro} align="left" />
      <ResponsiveGrid
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="lg"
        component="ul"
        className={`${classes.list} scroll-animation`}
      >
        {section.services.map((service) => (
          <SiteCard
            key={service.id ?? service.title}
            component="li"
            hover="liftOutlined"
            p="xl"
            className={classes.card}
          >
            <ThemeIcon size={52} radius="md" variant="light" mb="lg">
              <ServiceIcon name={service.icon} size={28} />
            </ThemeIcon>
            <Title order={3} size="h4" mb="xs">
              {service.title}
            </Title>
            <Text size="sm" c="dimmed">
              {service.description}
            </Text>
          </SiteCard>
        ))}
      </ResponsiveGrid>
    </section>
  );
}
