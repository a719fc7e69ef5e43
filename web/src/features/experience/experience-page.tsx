import { Container, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { ThemeIcon } from '@/components/theme-icon';
import { IconCertificate } from '@tabler/icons-react';
import { ListSection } from '@/components/list-section';
import { OfflineNotice } from '@/components/offline-notice';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { ExperienceTimeline } from './experience-timeline';
import { EXPERIENCE_TEXT } from './messages';
import { SiteCard } from '@/components/site-card';
import classes from './experience.module.css';

/** Experience: work timeline and certifications, fetched in parallel. */
export function ExperiencePage() {
  useDocumentMeta(EXPERIENCE_TEXT.metaTitle, EXPERIENCE_TEXT.metaDescription);
  const experience = usePublic(publicQueries.experience);
  const certifications = usePublic(publicQueries.certifications);

  if (experience.status === 'loading' || certifications.status === 'loading') {
    return <PageLoader label={EXPERIENCE_TEXT.loading} />;
  }
  const entries = experience.data ?? [];
  const certs = certifications.data ?? [];

  return (
    <>
      <PageHeader
        eyebrow={EXPERIENCE_TEXT.eyebrow}
        title={EXPERIENCE_TEXT.title}
        lead={EXPERIENCE_TEXT.lead}
      />
      <Container size="lg">
        {(experience.offline || certifications.offline) && <OfflineNotice />}
        <Stack gap={64}>
          <ListSection
            id="work-title"
            title={EXPERIENCE_TEXT.timeline}
            headingGap="xl"
            empty={entries.length === 0}
            emptyMessage={EXPERIENCE_TEXT.noExperience}
          >
            <ExperienceTimeline entries={entries} />
          </ListSection>

          <ListSection
            id="certifications-title"
            title={EXPERIENCE_TEXT.certifications}
            headingGap="xl"
            empty={certs.length === 0}
            emptyMessage={EXPERIENCE_TEXT.noCertifications}
          >
            <ResponsiveGrid
              cols={{ base: 1, sm: 2, md: 3 }}
              spacing="lg"
              component="ul"
              m={0}
              p={0}
              className={classes.certList}
            >
              {certs.map((cert) => (
                <SiteCard key={cert.id} component="li" hover="lift" p="lg" className={classes.cert}>
                  <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden="true">
                    <IconCertificate size={24} aria-hidden="true" />
                  </ThemeIcon>
                  <Title order={3} size="h5">
                    {cert.title}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    {cert.issuer}
                  </Text>
                </SiteCard>
              ))}
            </ResponsiveGrid>
          </ListSection>
        </Stack>
      </Container>
    </>
  );
}
