import { useState } from 'react';

type EditorView<T> = { view: 'list' } | { view: 'form'; editing: T | null };

/**
 * List view or form view; in the form, add mode (nothing being edited, so no id) or edit mode
 * (the item, with its id).
 */
export function useEditorView<T>() {
  const [state, setState] = useState<EditorView<T>>({ view: 'list' });
  return {
    state,
    openAdd: () => setState({ view: 'form', editing: null }),
    openEdit: (item: T) => setState({ view: 'form', editing: item }),
    close: () => setState({ view: 'list' }),
  };
}
