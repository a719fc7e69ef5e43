import { Box, Center, Group, Loader, Paper, Text } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { EditorHeader } from '@/features/admin/editing/editor-header';
import { ItemActions } from '@/features/admin/editing/item-actions';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useEditorView } from '@/features/admin/editing/use-editor-view';
import { orderedMessages } from './messages';
import { nextOrderIndex } from './order';
import { SortableList } from './sortable-list';
import { useOrderedList, type OrderedSource } from './use-ordered-list';

/** The data module of an ordered collection (web/src/data/<name>/admin.ts, orderedAdmin). */
export interface OrderedCollection<T, Input> extends OrderedSource<T> {
  create(input: Input): Promise<string>;
  update(id: string, input: Input): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface OrderedEditorMessages {
  title: string;
  description: string;
  addButton: string;
  empty: string;
  saved: string;
  saveFailed: string;
  deleteFailed: string;
  fetchFailed: string;
  /** Only services announce a deletion (spec §8). */
  deleted?: string;
}

export interface OrderedFormProps<T, Input> {
  editing: T | null;
  defaultOrder: number;
  onSubmit: (input: Input) => Promise<void>;
  onCancel: () => void;
}

interface OrderedEditorProps<T, Input> {
  source: OrderedCollection<T, Input>;
  messages: OrderedEditorMessages;
  itemLabel: (item: T) => string;
  renderSummary: (item: T) => ReactNode;
  renderForm: (props: OrderedFormProps<T, Input>) => ReactNode;
  /** Under the list, e.g. a link to a related editor. */
  footer?: ReactNode;
}

/**
 * Education, experience and services: a sortable list and a form, add mode and edit mode.
 * A failed save leaves the form open with what was typed; failed fetches are only logged (§8).
 */
export function OrderedEditor<T extends { id: string; order_index: number }, Input>(
  props: OrderedEditorProps<T, Input>,
) {
  const { source, messages: t, itemLabel, renderSummary, renderForm, footer } = props;
  const logFetchError = useCallback((error: unknown) => console.error(t.fetchFailed, error), [t]);
  const { items, loading, reload, move } = useOrderedList(source, logFetchError);
  const editor = useEditorView<T>();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function save(editing: T | null, input: Input) {
    try {
      if (editing) await source.update(editing.id, input);
      else await source.create(input);
    } catch (error) {
      console.error(t.saveFailed, error);
      notifyError(t.saveFailed);
      return;
    }
    notifySuccess(t.saved);
    editor.close();
    reload();
  }

  async function remove(item: T) {
    setDeletingId(item.id);
    try {
      await source.remove(item.id);
      if (t.deleted) notifySuccess(t.deleted);
      reload();
    } catch (error) {
      console.error(t.deleteFailed, error);
      notifyError(t.deleteFailed);
    } finally {
      setDeletingId(null);
    }
  }

  if (editor.state.view === 'form') {
    const { editing } = editor.state;
    return (
      <>
        <EditorHeader title={t.title} description={t.description} />
        {renderForm({
          editing,
          defaultOrder: nextOrderIndex(items),
          onSubmit: (input) => save(editing, input),
          onCancel: editor.close,
        })}
      </>
    );
  }

  return (
    <>
      <EditorHeader
        title={t.title}
        description={t.description}
        addLabel={t.addButton}
        onAdd={editor.openAdd}
        addDisabled={loading}
      />
      {loading ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : items.length === 0 ? (
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
            items={items}
            itemLabel={itemLabel}
            onMove={(from, to) => void move(from, to)}
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
                    onDelete={() => void remove(item)}
                    deleting={deletingId === item.id}
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
