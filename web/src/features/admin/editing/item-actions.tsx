import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface ItemActionsProps {
  /** Names the item in the buttons' accessible labels ("Edit Data Analyst"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

export function ItemActions({ name, onEdit, onDelete, deleting = false }: ItemActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
          loading={deleting}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
