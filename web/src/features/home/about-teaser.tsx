import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBriefcase, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/link-button';
import { SectionHeading } from '@/components/section-heading';
import { paths } from '@/config/paths';
import { formatDateRange } from '@/lib/dates';
import { HOME_TEXT } from './messages';
import { SiteCard } from '@/components/site-card';
import classes from './home.module.css';

export interface TeaserEntry {
  id: string;
  heading: string;
  subheading: string;
  start: string;
  end: string | null;
}

interface AboutTeaserProps {
  intro: string;
  detail: string;
  education: TeaserEntry[];
  experience: TeaserEntry[];
  loading: boolean;
}

const text = HOME_TEXT.about;

function EntryList({
  title,
  icon,
  entries,
  empty,
}: {
  title: string;
  icon: ReactNode;
  entries: TeaserEntry[];
  empty: string;
}) {
  return (
    <SiteCard hover="lift" p="lg" className={classes.panel}>
      <Group gap="xs" mb="md" c="var(--mantine-color-brand-text)">
        {icon}
        <Title order={3} size="h4">
          {title}
        </Title>
      </Group>
      <Stack gap="md">
        {entries.length === 0 && <Text c="dimmed">{empty}</Text>}
        {entries.map((entry) => (
          <div key={entry.id} className={classes.entry}>
            <Text fw={600}>{entry.heading}</Text>
            <Text size="sm">{entry.subheading}</Text>
            <Text size="xs" c="dimmed">
              {formatDateRange(entry.start, entry.end)}
            </Text>
          </div>
        ))}
      </Stack>
    </SiteCard>
  );
}

export function AboutTeaser({ intro, detail, education, experience, loading }: AboutTeaserProps) {
  const lists = [
    {
      title: text.education,
      icon: <IconSchool size={20} aria-hidden="true" />,
      entries: education,
      empty: text.noEducation,
    },
    {
      title: text.experience,
      icon: <IconBriefcase size={20} aria-hidden="true" />,
      entries: experience,
      empty: text.noExperience,
    },
  ];

  return (
    <section className={classes.section} aria-label={text.title}>
      <Container size="lg">
        <SectionHeading eyebrow={text.eyebrow} title={text.title} />
        <div className={`${classes.aboutGrid} scroll-animation`}>
          <div className={classes.aboutIntro}>
            <Skeleton visible={loading} radius="md">
              <Stack gap="md">
                <Text size="lg" fw={500}>
                  {intro}
                </Text>
                <Text c="dimmed">{detail}</Text>
              </Stack>
            </Skeleton>
            <LinkButton to={paths.about} icon={IconArrowRight} variant="light" mt="xl">
              {text.link}
            </LinkButton>
          </div>
          {lists.map((list) => (
            <div key={list.title} className={classes.aboutList}>
              <EntryList {...list} empty={loading ? '' : list.empty} />
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
