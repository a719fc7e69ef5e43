import { Box, Group, Paper, Text } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { EditorHeader, ListHeader } from '@/features/admin/editing/editor-header';
import { ItemActions } from '@/features/admin/editing/item-actions';
import { ListLoader } from '@/features/admin/editing/list-loader';
import type { OrderedAdminCollection } from '@/data/admin-collection';
import { useEditor } from '@/features/admin/editing/use-editor';
import { orderedMessages } from './messages';
import { nextOrderIndex } from './order';
import { SortableList } from './sortable-list';
import { useOrderedList } from './use-ordered-list';

interface OrderedEditorMessages {
  title: string;
  description: string;
  addButton: string;
  empty: string;
  saved: string;
  saveFailed: string;
  deleteFailed: string;
  fetchFailed: string;
  /** Only services announce a deletion. */
  deleted?: string;
}

export interface OrderedFormProps<T, Input> {
  editing: T | null;
  defaultOrder: number;
  onSubmit: (input: Input) => Promise<void>;
  onCancel: () => void;
}

interface OrderedEditorProps<T, Input> {
  source: OrderedAdminCollection<T, Input>;
  messages: OrderedEditorMessages;
  itemLabel: (item: T) => string;
  renderSummary: (item: T) => ReactNode;
  renderForm: (props: OrderedFormProps<T, Input>) => ReactNode;
  /** Under the list, e.g. a link to a related editor. */
  footer?: ReactNode;
}

/**
 * Education, experience and services: a sortable list and a form, add mode and edit mode.
 * A failed save leaves the form open with what was typed; failed fetches are only logged.
 */
export function OrderedEditor<T extends { id: string; order_index: number }, Input>(
  props: OrderedEditorProps<T, Input>,
) {
  const { source, messages: t, itemLabel, renderSummary, renderForm, footer } = props;
  const logFetchError = useCallback((error: unknown) => console.error(t.fetchFailed, error), [t]);
  const { items, loading, move } = useOrderedList(source, logFetchError);
  const editor = useEditor<T, Input>(source, { ...t, added: t.saved, updated: t.saved });
  const shown = editor.visible(items);

  if (editor.state.view === 'form') {
    const { editing } = editor.state;
    return (
      <>
        <EditorHeader title={t.title} description={t.description} />
        {renderForm({
          editing,
          defaultOrder: nextOrderIndex(items),
          onSubmit: (input) => editor.save(editing, input),
          onCancel: editor.close,
        })}
      </>
    );
  }

  return (
    <>
      <ListHeader messages={t} onAdd={editor.openAdd} addDisabled={loading} />
      {loading ? (
        <ListLoader />
      ) : shown.length === 0 ? (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            {t.empty}
          </Text>
        </Paper>
      ) : (
        <>
          <Text size="xs" c="dimmed" mb="xs">
            {orderedMessages.hint}
          </Text>
          <SortableList
            id={t.title}
            items={shown}
            itemLabel={itemLabel}
            onMove={(from, to) => void move(...editor.fullIndices(items, shown, from, to))}
            renderItem={(item, handle) => (
              <Paper withBorder p="sm">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  {handle}
                  <Box flex={1} miw={0}>
                    {renderSummary(item)}
                  </Box>
                  <ItemActions
                    name={itemLabel(item)}
                    onEdit={() => editor.openEdit(item)}
                    onDelete={() => editor.remove(item, itemLabel(item))}
                  />
                </Group>
              </Paper>
            )}
          />
        </>
      )}
      {footer}
    </>
  );
}
