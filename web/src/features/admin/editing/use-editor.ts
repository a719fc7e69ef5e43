import type { AdminCollection } from '@/data/admin-collection';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useEditorView } from './use-editor-view';
import { useUndoableDelete } from './use-undoable-delete';

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
 * A manager's list and form views, add and edit modes, save and (undoable) delete with their toasts. A failed
 * save keeps the form open with what was typed; every failure is logged for the developer too.
 * The lists are live, so a saved change shows without reloading them.
 */
export function useEditor<T extends { id: string }, Input>(
  source: EditableCollection<Input>,
  messages: EditorMessages,
) {
  const view = useEditorView<T>();
  const deletes = useUndoableDelete();

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

  /** Hides the item at once; the deletion itself waits for the undo window. */
  function remove(item: T, label: string) {
    deletes.request({
      id: item.id,
      label,
      perform: () => source.remove(item.id),
      deleted: messages.deleted,
      deleteFailed: messages.deleteFailed,
    });
  }

  /** A drag's positions in the shown list, as positions in the whole (hidden items included). */
  function fullIndices<I>(all: I[], shown: I[], from: number, to: number): [number, number] {
    return [all.indexOf(shown[from]!), all.indexOf(shown[to]!)];
  }

  return { ...view, save, remove, visible: deletes.visible, fullIndices };
}
