import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { publicationMessages } from '@/features/admin/publications/messages';
import { previewCaption, type PreviewRow } from './preview';
import classes from './preview-table.module.css';

const m = publicationMessages.import;
const COLOR = { new: 'green', duplicate: 'yellow', error: 'red' } as const;

interface PreviewTableProps {
  rows: readonly PreviewRow[];
  /** The positions of the rows chosen for import. */
  chosen: ReadonlySet<number>;
  onToggle: (index: number) => void;
  disabled?: boolean;
}

/** Every entry of the file before anything is written: what it is, and whether to import it. */
export function PreviewTable({ rows, chosen, onToggle, disabled }: PreviewTableProps) {
  const { columns } = m;
  return (
    <Table.ScrollContainer minWidth={640} mah="calc(100dvh - 14rem)">
      <Table verticalSpacing="xs" captionSide="top" stickyHeader>
        <Table.Caption>{previewCaption(rows)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{columns.include}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th>{columns.title}</Table.Th>
            <Table.Th>{columns.authors}</Table.Th>
            <Table.Th w={64}>{columns.year}</Table.Th>
            <Table.Th>{columns.venue}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => {
            const paper = row.kind === 'error' ? null : row.input;
            return (
              <Table.Tr key={`${i}-${row.key}`} data-testid="import-row">
                <Table.Td>
                  <Checkbox
                    aria-label={paper ? m.choose(paper.title) : m.cannotChoose(row.key)}
                    checked={chosen.has(i)}
                    disabled={!paper || disabled}
                    onChange={() => onToggle(i)}
                  />
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={COLOR[row.kind]}
                    variant="light"
                    tt="none"
                    radius="sm"
                    classNames={{ root: classes.status, label: classes.statusLabel }}
                  >
                    {row.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{paper?.title}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {paper && [...paper.authors, ...(paper.more_authors ? [m.moreAuthors] : [])].join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>{paper?.year}</Table.Td>
                <Table.Td>
                  <Text size="sm">{paper?.venue}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
