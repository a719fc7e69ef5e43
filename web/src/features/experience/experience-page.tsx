import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { EmptyState } from '@/components/empty-state';
import { OfflineNotice } from '@/components/offline-notice';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { ExperienceTimeline } from './experience-timeline';
import { EXPERIENCE_TEXT } from './messages';
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
          <section aria-labelledby="work-title">
            <Title order={2} id="work-title" mb="xl">
              {EXPERIENCE_TEXT.timeline}
            </Title>
            {entries.length === 0 ? (
              <EmptyState message={EXPERIENCE_TEXT.noExperience} />
            ) : (
              <ExperienceTimeline entries={entries} />
            )}
          </section>

          <section aria-labelledby="certifications-title">
            <Title order={2} id="certifications-title" mb="xl">
              {EXPERIENCE_TEXT.certifications}
            </Title>
            {certs.length === 0 ? (
              <EmptyState message={EXPERIENCE_TEXT.noCertifications} />
            ) : (
              <SimpleGrid
                cols={{ base: 1, sm: 2, md: 3 }}
                spacing="lg"
                component="ul"
                m={0}
                p={0}
                className={classes.certList}
              >
                {certs.map((cert) => (
                  <Paper key={cert.id} component="li" withBorder radius="lg" p="lg" className={classes.cert}>
                    <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden="true">
                      <IconCertificate size={24} aria-hidden="true" />
                    </ThemeIcon>
                    <Title order={3} size="h5">
                      {cert.title}
                    </Title>
                    <Text size="sm" c="dimmed" mt={4}>
                      {cert.issuer}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            )}
          </section>
        </Stack>
      </Container>
    </>
  );
}
