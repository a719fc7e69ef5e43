import { Button, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { SectionHeading } from '@/components/section-heading';
import { ServiceIcon } from '@/components/service-icon';
import { useDocumentMeta } from '@/components/use-document-meta';
import { paths } from '@/config/paths';
import { PROCESS_STEPS, SERVICE_SECTIONS } from '@/config/services-content';
import { SERVICES_TEXT } from './messages';
import classes from './services.module.css';

/** Spec §2 Services: static content, two sections of four, the four-step process. */
export function ServicesPage() {
  useDocumentMeta(SERVICES_TEXT.metaTitle, SERVICES_TEXT.metaDescription);
  return (
    <>
      <PageHeader eyebrow={SERVICES_TEXT.eyebrow} title={SERVICES_TEXT.title} lead={SERVICES_TEXT.lead} />
      <Container size="lg">
        <Stack gap={80}>
          {SERVICE_SECTIONS.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <SectionHeading title={section.title} description={section.intro} align="left" />
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 4 }}
                spacing="lg"
                component="ul"
                className={`${classes.list} scroll-animation`}
              >
                {section.services.map((service) => (
                  <Paper
                    key={service.title}
                    component="li"
                    withBorder
                    radius="lg"
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
                  </Paper>
                ))}
              </SimpleGrid>
            </section>
          ))}

          <section aria-labelledby="process-title">
            <SectionHeading
              id="process-title"
              title={SERVICES_TEXT.process}
              description={SERVICES_TEXT.processLead}
            />
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 4 }}
              spacing="xl"
              component="ol"
              className={`${classes.list} scroll-animation`}
            >
              {PROCESS_STEPS.map((step, index) => (
                <Stack key={step.title} component="li" align="center" ta="center" gap="sm">
                  <span className={classes.stepNumber} aria-label={SERVICES_TEXT.step(index + 1)}>
                    {index + 1}
                  </span>
                  <Title order={3} size="h4">
                    {step.title}
                  </Title>
                  <Text size="sm" c="dimmed" maw={240}>
                    {step.description}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </section>

          <Stack
            align="center"
            ta="center"
            gap="md"
            p={{ base: 'xl', sm: 48 }}
            className={`${classes.cta} scroll-animation`}
          >
            <Title order={2} c="white">
              {SERVICES_TEXT.ctaTitle}
            </Title>
            <Text size="lg" opacity={0.9}>
              {SERVICES_TEXT.ctaBody}
            </Text>
            <Button
              component={Link}
              to={paths.contact}
              size="lg"
              radius="xl"
              variant="white"
              rightSection={<IconSend size={18} aria-hidden="true" />}
            >
              {SERVICES_TEXT.contactMeNow}
            </Button>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
