import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { PUBLICATION_TYPE_LABELS } from '@portfolio/model/collections';
import type { Publication } from '@/data/publications/model';
import { ItemActions } from '@/features/admin/editing/item-actions';
import { StatusBadge } from '@/features/admin/status/status-badge';
import { SortableList } from '@/features/admin/ordered/sortable-list';
import { publicationMessages as m } from './messages';

interface PublicationTableProps {
  papers: Publication[];
  onMove: (from: number, to: number) => void;
  onEdit: (paper: Publication) => void;
  onDelete: (paper: Publication) => void;
}

/** The papers newest first: title, year, type, venue, then Edit and Delete; a handle to reorder. */
export function PublicationTable({ papers, onMove, onEdit, onDelete }: PublicationTableProps) {
  const { columns } = m;
  return (
    <SortableList
      id="publications"
      variant="table"
      items={papers}
      itemLabel={(paper) => paper.title}
      onMove={onMove}
      head={
        <Table.Tr>
          <Table.Th w={48}>
            <VisuallyHidden>{columns.reorder}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{columns.title}</Table.Th>
          <Table.Th w={72}>{columns.year}</Table.Th>
          <Table.Th>{columns.type}</Table.Th>
          <Table.Th>{columns.venue}</Table.Th>
          <Table.Th w={100}>{columns.actions}</Table.Th>
        </Table.Tr>
      }
      renderItem={(paper, handle) => (
        <>
          <Table.Td>{handle}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap" align="flex-start" mb={4}>
              <Text fw={600} size="sm" lineClamp={2}>
                {paper.title}
              </Text>
              {paper.selected && (
                <Badge size="xs" variant="light">
                  {m.selectedBadge}
                </Badge>
              )}
            </Group>
            <StatusBadge {...paper} />
          </Table.Td>
          <Table.Td>{paper.year}</Table.Td>
          <Table.Td>{PUBLICATION_TYPE_LABELS[paper.type]}</Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={2}>
              {paper.venue}
            </Text>
          </Table.Td>
          <Table.Td>
            <ItemActions name={paper.title} onEdit={() => onEdit(paper)} onDelete={() => onDelete(paper)} />
          </Table.Td>
        </>
      )}
    />
  );
}
