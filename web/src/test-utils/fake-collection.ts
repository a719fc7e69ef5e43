import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { NewOrder, Watched } from '@/data/admin-collection';

/**
 * An in-memory stand-in for a data module's admin collection (web/src/data/<name>/admin.ts):
 * the same verbs, spied on, and a live list the writes change as Firestore's listener would.
 * `reset(items)` before each test; `fail(error)` makes the live list fail.
 */
export function fakeCollection<T extends { id: string }>() {
  let watched: Watched<T> = { status: 'loading', items: [] };
  const screens = new Set<() => void>();
  let created = 0;

  function show(next: Watched<T>) {
    watched = next;
    screens.forEach((screen) => screen());
  }
  function setItems(items: T[]) {
    show({ status: 'success', items });
  }
  function subscribe(onChange: () => void) {
    screens.add(onChange);
    return () => void screens.delete(onChange);
  }

  const defaults = {
    list: async () => watched.items,
    create: async (input: object) => {
      const id = `new-${++created}`;
      setItems([...watched.items, { ...input, id } as unknown as T]);
      return id;
    },
    update: async (id: string, update: object) =>
      setItems(watched.items.map((item) => (item.id === id ? { ...item, ...update } : item))),
    remove: async (id: string) => setItems(watched.items.filter((item) => item.id !== id)),
    reorder: async (order: NewOrder) => {
      const ids = order.map((o) => (typeof o === 'string' ? o : o.id));
      const byId = new Map(watched.items.map((item) => [item.id, item]));
      setItems(ids.flatMap((id, i) => (byId.has(id) ? [{ ...byId.get(id)!, order_index: i + 1 }] : [])));
      return { updated: ids.length };
    },
  };

  const fake = {
    list: vi.fn(defaults.list),
    useWatch: () => useSyncExternalStore(subscribe, () => watched),
    create: vi.fn(defaults.create),
    update: vi.fn(defaults.update),
    remove: vi.fn(defaults.remove),
    reorder: vi.fn(defaults.reorder),
    /** Back to the default behaviour with these stored items (none given: still loading). */
    reset(items?: T[]) {
      for (const verb of ['list', 'create', 'update', 'remove', 'reorder'] as const) {
        fake[verb].mockReset();
        (fake[verb] as ReturnType<typeof vi.fn>).mockImplementation(defaults[verb]);
      }
      created = 0;
      show(items ? { status: 'success', items } : { status: 'loading', items: [] });
    },
    fail(error: Error) {
      show({ status: 'error', items: [], error });
    },
  };
  return fake;
}

export type FakeCollection<T extends { id: string }> = ReturnType<typeof fakeCollection<T>>;
