import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { ListSection } from '@/components/list-section';
import { OfflineNotice } from '@/components/offline-notice';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { DEFAULT_PERSONAL_INFO } from '@/config/defaults';
import { publicQueries } from '@/data/public-content/queries';
import { useProfileJsonLd } from '@/data/public-content/use-profile-json-ld';
import { usePublic } from '@/data/public-content/use-public-query';
import { formatDateRange } from '@/lib/dates';
import { ABOUT_TEXT } from './messages';
import { ProfileCard } from './profile-card';
import classes from './about.module.css';

/** About: profile, contact details, intro and detail text, education. */
export function AboutPage() {
  useDocumentMeta(ABOUT_TEXT.metaTitle, ABOUT_TEXT.metaDescription, {
    jsonLd: useProfileJsonLd('/about'),
  });
  const personal = usePublic(publicQueries.personalAll);
  const education = usePublic(publicQueries.education);

  if (personal.status === 'loading' || education.status === 'loading') {
    return <PageLoader label={ABOUT_TEXT.loading} />;
  }
  const info = { ...DEFAULT_PERSONAL_INFO, ...personal.data };
  const entries = education.data ?? [];

  return (
    <>
      <PageHeader eyebrow={ABOUT_TEXT.eyebrow} title={ABOUT_TEXT.title} lead={info.title} />
      <Container size="lg">
        {(personal.offline || education.offline) && <OfflineNotice />}
        <div className={classes.layout}>
          <div className={classes.side}>
            <ProfileCard
              name={info.name}
              title={info.title}
              image={info.profile_image}
              email={info.email}
              phone={info.phone}
              linkedin={info.linkedin}
            />
          </div>
          <div className={classes.main}>
            <Stack gap={48}>
              <section aria-labelledby="story-title">
                <Title order={2} id="story-title" mb="md">
                  {ABOUT_TEXT.story}
                </Title>
                <Stack gap="md">
                  <Text size="lg" fw={500}>
                    {info.about_intro}
                  </Text>
                  <Text c="dimmed" size="md" lh={1.75}>
                    {info.about_detail}
                  </Text>
                </Stack>
              </section>

              <ListSection
                id="education-title"
                title={ABOUT_TEXT.education}
                headingGap="md"
                empty={entries.length === 0}
                emptyMessage={ABOUT_TEXT.noEducation}
              >
                <Stack gap="md">
                  {entries.map((entry) => (
                    <Paper key={entry.id} withBorder radius="lg" p="lg" className={classes.education}>
                      <Text size="sm" c="var(--mantine-color-brand-text)" fw={600}>
                        {formatDateRange(entry.start_date, entry.end_date)}
                      </Text>
                      <Title order={3} size="h4" mt={4}>
                        {entry.degree}
                      </Title>
                      <Text fw={500}>{entry.institution}</Text>
                      {entry.description && (
                        <Text c="dimmed" size="sm" mt="xs">
                          {entry.description}
                        </Text>
                      )}
                    </Paper>
                  ))}
                </Stack>
              </ListSection>
            </Stack>
          </div>
        </div>
      </Container>
    </>
  );
}
