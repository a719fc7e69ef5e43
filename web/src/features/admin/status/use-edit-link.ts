import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The search parameter a link to one document's editor carries (the late-schedule alert's). */
export const EDIT_PARAM = 'edit';

/**
 * Opens the form of the document a link names (?edit=<id>) once the list holds it, then drops the
 * parameter so Cancel comes back to the list and a reload does not reopen the form.
 */
export function useEditLink<T extends { id: string }>(
  items: readonly T[],
  loaded: boolean,
  openEdit: (item: T) => void,
): void {
  const [params, setParams] = useSearchParams();
  const id = params.get(EDIT_PARAM);
  useEffect(() => {
    if (!id || !loaded) return;
    const item = items.find((i) => i.id === id);
    if (item) openEdit(item);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EDIT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [id, loaded, items, openEdit, setParams]);
}
