import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { PageStatistics, VitalRating, VitalSummary, WebVitalName } from '@portfolio/model/statistics';
import { formatCount, formatVital } from './format';
import { statisticsMessages as m } from './messages';
import { ScrollRegion } from './scroll-region';

/** The three Core Web Vitals a page is judged by. */
const CORE_VITALS = ['LCP', 'INP', 'CLS'] as const satisfies readonly WebVitalName[];

const RATING_COLOUR: Record<VitalRating, string> = {
  good: 'teal',
  'needs-improvement': 'yellow',
  poor: 'red',
};

function VitalCell({ name, vital }: { name: WebVitalName; vital: VitalSummary | undefined }) {
  if (!vital) {
    return (
      <Text c="dimmed" size="sm">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{m.pages.noData}</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatVital(name, vital.p75)}
      </Text>
      {/* The rating in words, in the text's own colour: the dot's colour only repeats it. */}
      <Badge size="sm" variant="dot" color={RATING_COLOUR[vital.rating]} tt="none">
        {m.ratings[vital.rating]}
      </Badge>
      <Text size="xs" c="dimmed">
        {m.pages.samples(vital.samples)}
      </Text>
    </Stack>
  );
}

/**
 * The most viewed pages with their Web Vitals at the 75th percentile; a page failing one of the
 * Core Web Vitals is marked in words.
 */
export function PagesTable({ pages }: { pages: PageStatistics[] }) {
  if (pages.length === 0) return <Text c="dimmed">{m.pages.empty}</Text>;
  return (
    <>
      {/* Outside the table, which scrolls sideways on a phone: the explanation stays in view. */}
      <Text c="dimmed" size="sm" mb="sm">
        {m.pages.caption}
      </Text>
      <ScrollRegion label={m.pages.tableLabel} minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{m.pages.caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{m.pages.path}</Table.Th>
              <Table.Th scope="col" ta="right">
                {m.pages.views}
              </Table.Th>
              {CORE_VITALS.map((name) => (
                <Table.Th key={name} scope="col" w={170}>
                  {name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pages.map((page) => (
              <Table.Tr key={page.path}>
                <Table.Th scope="row" fw={400}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {page.path}
                    </Text>
                    {page.failing && (
                      <Badge
                        size="sm"
                        color="red"
                        variant="light"
                        leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
                      >
                        {m.pages.fails}
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(page.views)}
                </Table.Td>
                {CORE_VITALS.map((name) => (
                  <Table.Td key={name}>
                    <VitalCell name={name} vital={page.vitals[name]} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}
