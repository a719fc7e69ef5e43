import { Container, Group, List, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { SectionHeading } from '@/components/section-heading';
import { ServiceIcon } from '@/components/service-icon';
import { paths } from '@/config/paths';
import { SERVICE_SECTIONS } from '@/config/services-content';
import { HOME_TEXT } from './messages';
import classes from './home.module.css';
import { TeaserLink } from './teaser-link';

const text = HOME_TEXT.services;

/** The services page is static (spec §2), so is its teaser: no request. */
export function ServicesTeaser() {
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-label={text.title}>
      <Container size="lg">
        <SectionHeading eyebrow={text.eyebrow} title={text.title} description={text.description} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" className="scroll-animation">
          {SERVICE_SECTIONS.map((section) => (
            <Paper key={section.title} withBorder radius="lg" p="xl" className={classes.panel}>
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
                  <ThemeIcon size={20} radius="xl" variant="light">
                    <IconCheck size={12} aria-hidden="true" />
                  </ThemeIcon>
                }
              >
                {section.services.map((service) => (
                  <List.Item key={service.title}>{service.title}</List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </SimpleGrid>
        <TeaserLink to={paths.services} label={text.link} />
      </Container>
    </section>
  );
}
