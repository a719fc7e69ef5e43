import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/components/theme-icon';
import {
  IconBriefcase,
  IconCertificate,
  IconCode,
  IconFolder,
  IconMail,
  IconNotes,
  IconTools,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { COLLECTIONS, type CollectionName } from '@portfolio/model/collections';
import { paths } from '@/config/paths';
import { LateScheduleAlert } from '@/features/admin/status/late-schedules';
import { BackupPanel } from './backup-panel';
import { dashboardMessages as m } from './messages';
import { useCounts, type CountState } from './use-counts';

type CardKey = keyof typeof m.cards;

type CountedCard = { key: CardKey; to: string; icon: Icon; counts: CollectionName };

// Each card names the collection it counts: the dashboard's choice, one card at a time.
const CARDS: CountedCard[] = [
  { key: 'projects', to: paths.admin.projects, icon: IconFolder, counts: COLLECTIONS.projects },
  { key: 'notes', to: paths.admin.notes, icon: IconNotes, counts: COLLECTIONS.notes },
  { key: 'skills', to: paths.admin.skills, icon: IconCode, counts: COLLECTIONS.skills },
  { key: 'experience', to: paths.admin.experience, icon: IconBriefcase, counts: COLLECTIONS.experience },
  {
    key: 'certifications',
    to: paths.admin.certifications,
    icon: IconCertificate,
    counts: COLLECTIONS.certifications,
  },
  { key: 'services', to: paths.admin.services, icon: IconTools, counts: COLLECTIONS.services },
  { key: 'messages', to: paths.admin.messages, icon: IconMail, counts: COLLECTIONS.contactMessages },
];

// Module scope: a stable object, so the counts are fetched once per visit.
const COUNTED = Object.fromEntries(CARDS.map((c) => [c.key, c.counts])) as Record<CardKey, CollectionName>;

function CountValue({ value, label }: { value: CountState; label: string }) {
  if (value === undefined) return <Loader size="sm" aria-label={label} />;
  return (
    <Text fz={32} fw={700} lh={1} title={value === null ? m.countFailed : undefined}>
      {value ?? m.unavailable}
    </Text>
  );
}

export function DashboardPage() {
  const counts = useCounts(COUNTED);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{m.title}</Title>
        <Text c="dimmed">{m.intro}</Text>
      </div>
      <LateScheduleAlert />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {CARDS.map(({ key, to, icon: CardIcon }) => (
          <Card key={key} withBorder padding="lg" radius="md" component="section" aria-label={m.cards[key]}>
            <Group justify="space-between" align="flex-start">
              <Stack gap={6}>
                <Text c="dimmed" fw={600} size="sm" tt="uppercase">
                  {m.cards[key]}
                </Text>
                <CountValue value={counts[key]} label={m.cards[key]} />
              </Stack>
              <ThemeIcon variant="light" size={44} radius="md">
                <CardIcon size={24} stroke={1.6} aria-hidden />
              </ThemeIcon>
            </Group>
            <Anchor component={Link} to={to} mt="md" fw={600} size="sm">
              {m.manage}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
      <BackupPanel />
    </Stack>
  );
}
