import { Container, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { IconSend } from '@tabler/icons-react';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { SectionHeading } from '@/components/section-heading';
import { useDocumentMeta } from '@/components/use-document-meta';
import { paths } from '@/config/paths';
import { DEFAULT_SERVICES, PROCESS_STEPS } from '@/config/services-content';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { serviceSections } from '@/lib/service-sections';
import { storedOrDefault } from '@/lib/stored-or-default';
import { SERVICES_TEXT } from './messages';
import { ServiceSection } from './service-section';
import classes from './services.module.css';

/**
 * The admin's services in the page's two sections (the built-in ones while there are none to
 * read), then the fixed four-step process and the contact button.
 */
export function ServicesPage() {
  useDocumentMeta(SERVICES_TEXT.metaTitle, SERVICES_TEXT.metaDescription);
  const services = usePublic(publicQueries.services);
  const shown = storedOrDefault(services, DEFAULT_SERVICES);
  const sections = shown && serviceSections(shown);
  return (
    <>
      <PageHeader eyebrow={SERVICES_TEXT.eyebrow} title={SERVICES_TEXT.title} lead={SERVICES_TEXT.lead} />
      <Container size="lg">
        <Stack gap={80}>
          {sections === null ? (
            <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" aria-busy="true">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h={240} radius="lg" />
              ))}
            </ResponsiveGrid>
          ) : (
            sections.map((section) => <ServiceSection key={section.category} section={section} />)
          )}

          <section aria-labelledby="process-title">
            <SectionHeading
              id="process-title"
              title={SERVICES_TEXT.process}
              description={SERVICES_TEXT.processLead}
            />
            <ResponsiveGrid
              cols={{ base: 1, xs: 2, md: 4 }}
              spacing="xl"
              component="ol"
              className={`${classes.list} scroll-animation`}
            >
              {PROCESS_STEPS.map((step, index) => (
                <Stack key={step.title} component="li" align="center" ta="center" gap="sm">
                  {/* Named in text: a label on a plain span is not valid HTML, and readers skip it. */}
                  <span className={classes.stepNumber}>
                    <span aria-hidden="true">{index + 1}</span>
                    <VisuallyHidden component="span">{SERVICES_TEXT.step(index + 1)}</VisuallyHidden>
                  </span>
                  <Title order={3} size="h4">
                    {step.title}
                  </Title>
                  <Text size="sm" c="dimmed" maw={240}>
                    {step.description}
                  </Text>
                </Stack>
              ))}
            </ResponsiveGrid>
          </section>

          <Stack align="center" ta="center" gap="md" className={`${classes.cta} scroll-animation`}>
            <Title order={2} c="white">
              {SERVICES_TEXT.ctaTitle}
            </Title>
            <Text size="lg" opacity={0.9}>
              {SERVICES_TEXT.ctaBody}
            </Text>
            <LinkButton to={paths.contact} icon={IconSend} iconSize={18} size="lg" variant="white">
              {SERVICES_TEXT.contactMeNow}
            </LinkButton>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
