import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChartBar, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  SCREEN_CLASSES,
  STATISTICS_RANGES,
  type StatisticsRange,
  type StatisticsSummary,
} from '@portfolio/model/statistics';
import { ThemeIcon } from '@/components/theme-icon';
import { BreakdownTable, type BreakdownRow } from './breakdown-table';
import { DailyChart } from './daily-chart';
import { countryName, formatClock, formatCount, languageName } from './format';
import { statisticsMessages as m } from './messages';
import { PagesTable } from './pages-table';
import { useStatistics } from './use-statistics';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Total({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text c="dimmed" fw={600} size="xs" tt="uppercase">
        {label}
      </Text>
      <Text fz={{ base: 24, sm: 32 }} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCount(value)}
      </Text>
      {/* A phone's three narrow cards have no room for it: the pages' table says it too. */}
      {hint && (
        <Text c="dimmed" size="xs" visibleFrom="sm">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function Empty({ days }: { days: StatisticsRange }) {
  return (
    <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="xs" maw={520} mx="auto">
        <ThemeIcon variant="light" size={44} radius="xl" aria-hidden="true">
          <IconChartBar size={24} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} size="h4" ta="center">
          {m.empty(days)}
        </Title>
        <Text c="dimmed" ta="center" size="sm">
          {m.emptyDetail}
        </Text>
      </Stack>
    </Paper>
  );
}

function Figures({ summary }: { summary: StatisticsSummary }) {
  const total = summary.totals.views;
  const devices: BreakdownRow[] = SCREEN_CLASSES.map((screen) => ({
    key: screen,
    label: m.devices.screens[screen],
    views: summary.devices.find((device) => device.screen === screen)?.views ?? 0,
  })).filter((row) => row.views > 0);
  const referrers = summary.referrers.map(({ domain, views }) => ({ key: domain, label: domain, views }));
  const countries = summary.countries.map(({ country, views }) => ({
    key: country,
    label: countryName(country),
    views,
  }));
  const languages = summary.languages.map(({ language, views }) => ({
    key: language,
    label: languageName(language),
    views,
  }));

  return (
    <>
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
        <Total label={m.totals.views} value={summary.totals.views} />
        <Total label={m.totals.visitors} value={summary.totals.visitors} />
        <Total
          label={m.totals.failing}
          value={summary.pages.filter((page) => page.failing).length}
          hint={m.totals.failingHint}
        />
      </SimpleGrid>
      <Section title={m.chart.title}>
        <DailyChart daily={summary.daily} />
      </Section>
      <Section title={m.pages.title}>
        <PagesTable pages={summary.pages} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={m.referrers.title}>
          <BreakdownTable
            caption={m.referrers.caption}
            nameHeader={m.referrers.name}
            rows={referrers}
            total={total}
            empty={m.referrers.empty}
          />
        </Section>
        <Section title={m.devices.title}>
          <BreakdownTable
            caption={m.devices.caption}
            nameHeader={m.devices.name}
            rows={devices}
            total={total}
            empty={m.devices.empty}
          />
        </Section>
        {countries.length > 0 && (
          <Section title={m.countries.title}>
            <BreakdownTable
              caption={m.countries.caption}
              nameHeader={m.countries.name}
              rows={countries}
              total={total}
              empty=""
            />
          </Section>
        )}
        {languages.length > 0 && (
          <Section title={m.languages.title}>
            <BreakdownTable
              caption={m.languages.caption}
              nameHeader={m.languages.name}
              rows={languages}
              total={total}
              empty=""
            />
          </Section>
        )}
      </SimpleGrid>
    </>
  );
}

/** The published site's visits and Web Vitals, for the admin: counted by the statistics functions. */
export function StatisticsPage() {
  useDocumentTitle(m.title);
  const [days, setDays] = useState<StatisticsRange>(7);
  const { summary, loading, failed, refresh } = useStatistics(days);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{m.title}</Title>
        <Text c="dimmed">{m.intro}</Text>
      </div>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={m.period}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as StatisticsRange)}
          data={STATISTICS_RANGES.map((n) => ({ value: String(n), label: m.days(n) }))}
        />
        <Group gap="sm">
          {/* Read out when the figures change, not on every render. */}
          <Text c="dimmed" size="sm" aria-live="polite">
            {summary && m.updated(formatClock(summary.generatedAt))}
          </Text>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={refresh}
            loading={loading && summary !== null}
          >
            {m.refresh}
          </Button>
        </Group>
      </Group>

      {failed && (
        <Alert color="red" title={summary ? m.refreshFailed(formatClock(summary.generatedAt)) : m.loadFailed}>
          <Button
            color="red"
            size="xs"
            mt="xs"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={refresh}
            loading={loading}
          >
            {m.tryAgain}
          </Button>
        </Alert>
      )}
      {!summary && loading && !failed && (
        <Center py="xl">
          <Loader aria-label={m.loading} />
        </Center>
      )}
      {summary &&
        (summary.totals.views === 0 ? <Empty days={summary.days} /> : <Figures summary={summary} />)}
    </Stack>
  );
}
