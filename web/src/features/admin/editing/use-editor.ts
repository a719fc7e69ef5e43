import { useState } from 'react';
import type { AdminCollection } from '@/data/admin-collection';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useEditorView } from './use-editor-view';

/** The writes a manager makes (the data layer's verbs), without the reads. */
export type EditableCollection<Input> = Pick<AdminCollection<unknown, Input>, 'create' | 'update' | 'remove'>;

interface EditorMessages {
  added: string;
  updated: string;
  saveFailed: string;
  deleteFailed: string;
  /** Only the managers whose deletion the admin is told about. */
  deleted?: string;
}

/**
 * A manager's list and form views, add and edit modes, save and delete with their toasts. A failed
 * save keeps the form open with what was typed; every failure is logged for the developer too.
 * The lists are live, so a saved change shows without reloading them.
 */
export function useEditor<T extends { id: string }, Input>(
  source: EditableCollection<Input>,
  messages: EditorMessages,
) {
  const view = useEditorView<T>();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function save(editing: T | null, input: Input) {
    try {
      if (editing) await source.update(editing.id, input);
      else await source.create(input);
    } catch (error) {
      console.error(messages.saveFailed, error);
      notifyError(messages.saveFailed);
      return;
    }
    notifySuccess(editing ? messages.updated : messages.added);
    view.close();
  }

  async function remove(item: T) {
    setDeletingId(item.id);
    try {
      await source.remove(item.id);
      if (messages.deleted) notifySuccess(messages.deleted);
    } catch (error) {
      console.error(messages.deleteFailed, error);
      notifyError(messages.deleteFailed);
    } finally {
      setDeletingId(null);
    }
  }

  return { ...view, save, remove, deletingId };
}
