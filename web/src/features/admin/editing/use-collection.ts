import { useEffect, useState } from 'react';

interface CollectionState<T> {
  items: T[];
  loading: boolean;
}

/**
 * Loads a list once and again after each `reload()`. `setItems` lets a caller show a change
 * (a drag) before the database has it. A load that fails goes to `onError` and keeps the list.
 */
export function useCollection<T>(fetch: () => Promise<T[]>, onError: (error: unknown) => void) {
  const [state, setState] = useState<CollectionState<T>>({ items: [], loading: true });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    fetch().then(
      (items) => active && setState({ items, loading: false }),
      (error: unknown) => {
        if (!active) return;
        onError(error);
        setState((s) => ({ ...s, loading: false }));
      },
    );
    return () => {
      active = false;
    };
  }, [fetch, onError, version]);

  return {
    items: state.items,
    loading: state.loading,
    reload: () => setVersion((v) => v + 1),
    setItems: (items: T[]) => setState({ items, loading: false }),
  };
}
