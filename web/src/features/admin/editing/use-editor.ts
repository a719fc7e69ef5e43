import { useState } from 'react';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useEditorView } from './use-editor-view';

/** The writes a manager makes: the same verbs for every collection. */
export interface EditableCollection<Input> {
  create(input: Input): Promise<unknown>;
  update(id: string, input: Input): Promise<void>;
  remove(id: string): Promise<void>;
}

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
 */
export function useEditor<T extends { id: string }, Input>(
  source: EditableCollection<Input>,
  messages: EditorMessages,
  reload: () => void,
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
    reload();
  }

  async function remove(item: T) {
    setDeletingId(item.id);
    try {
      await source.remove(item.id);
      if (messages.deleted) notifySuccess(messages.deleted);
      reload();
    } catch (error) {
      console.error(messages.deleteFailed, error);
      notifyError(messages.deleteFailed);
    } finally {
      setDeletingId(null);
    }
  }

  return { ...view, save, remove, deletingId };
}
