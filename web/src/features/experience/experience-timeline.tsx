import { Badge, Group, List, Text, Timeline, Title } from '@mantine/core';
import { ThemeIcon } from '@/components/theme-icon';
import { IconBriefcase, IconCheck } from '@tabler/icons-react';
import type { Experience } from '@/data/experience/model';
import { formatDateRange } from '@/lib/dates';
import { EXPERIENCE_TEXT } from './messages';
import { SiteCard } from '@/components/site-card';

export function ExperienceTimeline({ entries }: { entries: Experience[] }) {
  return (
    <Timeline bulletSize={36} lineWidth={2} active={entries.length} color="brand">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} bullet={<IconBriefcase size={18} aria-hidden="true" />}>
          <SiteCard hover="outlined" p="lg" ml="xs" component="article">
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Title order={3} size="h4">
                  {entry.position}
                </Title>
                <Text fw={500} c="var(--mantine-color-brand-text)">
                  {entry.company}
                </Text>
              </div>
              <Group gap="xs">
                {entry.end_date === null && (
                  <Badge variant="dot" color="teal">
                    {EXPERIENCE_TEXT.current}
                  </Badge>
                )}
                <Text size="sm" c="dimmed" fw={500}>
                  {formatDateRange(entry.start_date, entry.end_date)}
                </Text>
              </Group>
            </Group>
            {entry.description && (
              <Text mt="sm" c="dimmed">
                {entry.description}
              </Text>
            )}
            {entry.responsibilities.length > 0 && (
              <>
                <Text fw={600} mt="md" mb="xs">
                  {EXPERIENCE_TEXT.keyResponsibilities}
                </Text>
                <List
                  spacing={6}
                  size="sm"
                  icon={
                    <ThemeIcon component="span" size={18} radius="xl" variant="light">
                      <IconCheck size={11} aria-hidden="true" />
                    </ThemeIcon>
                  }
                >
                  {entry.responsibilities.map((item, i) => (
                    <List.Item key={i}>{item}</List.Item>
                  ))}
                </List>
              </>
            )}
          </SiteCard>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
