import { Container, Group, List, Skeleton, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { ThemeIcon } from '@/components/theme-icon';
import { IconCheck } from '@tabler/icons-react';
import { SectionHeading } from '@/components/section-heading';
import { ServiceIcon } from '@/components/service-icon';
import { paths } from '@/config/paths';
import type { ServiceContent } from '@/config/services-content';
import type { ServiceSection } from '@/lib/service-sections';
import { HOME_TEXT } from './messages';
import { SiteCard } from '@/components/site-card';
import classes from './home.module.css';
import { TeaserLink } from './teaser-link';

const text = HOME_TEXT.services;

interface ServicesTeaserProps {
  /** The services page's sections; null while the first read runs with nothing cached. */
  sections: ServiceSection<ServiceContent & { id?: string }>[] | null;
}

/** Each section of the services page as a panel listing its services' titles. */
export function ServicesTeaser({ sections }: ServicesTeaserProps) {
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-label={text.title}>
      <Container size="lg">
        <SectionHeading eyebrow={text.eyebrow} title={text.title} description={text.description} />
        <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="lg" className="scroll-animation">
          {sections === null
            ? [0, 1].map((i) => <Skeleton key={i} h={300} radius="lg" />)
            : sections.map((section) => (
                <SiteCard key={section.category} hover="lift" p="xl" className={classes.panel}>
                  <Group gap="md" mb="sm" wrap="nowrap">
                    <ThemeIcon size={48} radius="md" variant="light">
                      <ServiceIcon name={section.services[0]!.icon} />
                    </ThemeIcon>
                    <Title order={3} size="h3">
                      {section.title}
                    </Title>
                  </Group>
                  <Text c="dimmed" mb="md">
                    {section.intro}
                  </Text>
                  <List
                    spacing="xs"
                    icon={
                      <ThemeIcon component="span" size={20} radius="xl" variant="light">
                        <IconCheck size={12} aria-hidden="true" />
                      </ThemeIcon>
                    }
                  >
                    {section.services.map((service) => (
                      <List.Item key={service.id ?? service.title}>{service.title}</List.Item>
                    ))}
                  </List>
                </SiteCard>
              ))}
        </ResponsiveGrid>
        <TeaserLink to={paths.services} label={text.link} />
      </Container>
    </section>
  );
}
