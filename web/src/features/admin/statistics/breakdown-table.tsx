import { Progress, Table, Text } from '@mantine/core';
import { formatCount, formatShare } from './format';
import { statisticsMessages as m } from './messages';

export interface BreakdownRow {
  key: string;
  label: string;
  views: number;
}

interface BreakdownTableProps {
  caption: string;
  nameHeader: string;
  rows: BreakdownRow[];
  /** The views the shares are of: the period's total. */
  total: number;
  empty: string;
}

/** Views by one property (referring site, device, country, language) with each one's share. */
export function BreakdownTable({ caption, nameHeader, rows, total, empty }: BreakdownTableProps) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table verticalSpacing={6} captionSide="top" layout="fixed">
      <Table.Caption ta="left">{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{nameHeader}</Table.Th>
          <Table.Th scope="col" ta="right" w="6.5em">
            {m.views}
          </Table.Th>
          <Table.Th scope="col" ta="right" w="4.5em">
            {m.share}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.label}
              </Text>
              <Progress
                value={total > 0 ? (row.views / total) * 100 : 0}
                size="xs"
                mt={4}
                aria-hidden="true"
              />
            </Table.Th>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(row.views)}
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatShare(row.views, total)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
