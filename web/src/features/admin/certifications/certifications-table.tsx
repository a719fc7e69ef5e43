import { Table, VisuallyHidden } from '@mantine/core';
import type { Certification } from '@/data/certifications/model';
import { ItemActions } from '@/features/admin/editing/item-actions';
import { SortableList } from '@/features/admin/ordered/sortable-list';
import { certificationsMessages as t } from './messages';

interface CertificationsTableProps {
  items: Certification[];
  onMove: (from: number, to: number) => void;
  onEdit: (item: Certification) => void;
  onDelete: (item: Certification) => void;
}

function created(date: Date | null): string {
  return date ? date.toLocaleDateString(undefined, { dateStyle: 'medium' }) : t.noDate;
}

export function CertificationsTable({ items, onMove, onEdit, onDelete }: CertificationsTableProps) {
  const { columns } = t;
  return (
    <SortableList
      id="certifications"
      variant="table"
      items={items}
      itemLabel={(item) => item.title}
      onMove={onMove}
      head={
        <Table.Tr>
          <Table.Th w={48}>
            <VisuallyHidden>{t.reorderColumn}</VisuallyHidden>
          </Table.Th>
          <Table.Th w={72}>{columns.order}</Table.Th>
          <Table.Th>{columns.title}</Table.Th>
          <Table.Th>{columns.issuer}</Table.Th>
          <Table.Th>{columns.created}</Table.Th>
          <Table.Th w={100}>{columns.actions}</Table.Th>
        </Table.Tr>
      }
      renderItem={(item, handle) => (
        <>
          <Table.Td>{handle}</Table.Td>
          <Table.Td>{item.order_index}</Table.Td>
          <Table.Td fw={600}>{item.title}</Table.Td>
          <Table.Td>{item.issuer}</Table.Td>
          <Table.Td c="dimmed">{created(item.created_at)}</Table.Td>
          <Table.Td>
            <ItemActions name={item.title} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
          </Table.Td>
        </>
      )}
    />
  );
}
