import { Button, Group, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EditorHeaderProps {
  title: string;
  description?: ReactNode;
  /** Shown in list view only; the form has its own Cancel. */
  addLabel?: string;
  onAdd?: () => void;
  /** While the list loads: a new item's default order depends on the list's length. */
  addDisabled?: boolean;
}

export function EditorHeader({ title, description, addLabel, onAdd, addDisabled }: EditorHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        )}
      </div>
      {addLabel && onAdd && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} disabled={addDisabled}>
          {addLabel}
        </Button>
      )}
    </Group>
  );
}

interface ListHeaderProps {
  messages: { title: string; description: string; addButton: string };
  onAdd: () => void;
  addDisabled?: boolean;
}

/** A manager's header in list view: its title, what it edits, and the add button. */
export function ListHeader({ messages: t, onAdd, addDisabled }: ListHeaderProps) {
  return (
    <EditorHeader
      title={t.title}
      description={t.description}
      addLabel={t.addButton}
      onAdd={onAdd}
      addDisabled={addDisabled}
    />
  );
}
