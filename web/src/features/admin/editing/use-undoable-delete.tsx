import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { editingMessages } from './messages';
import { undoWindow } from './undo-window';

export { undoWindow };

export interface UndoableDelete {
  /** What disappears from the list at once (a document id). */
  id: string;
  /** Names the item in the toast. */
  label: string;
  /** The real deletion, run once the window has passed or the admin leaves the page. */
  perform: () => Promise<void>;
  /** The success toast some managers show once the deletion is done. */
  deleted?: string;
  deleteFailed: string;
  /** After the deletion is done (e.g. reload the list). */
  onDeleted?: () => void;
}

interface Pending {
  request: UndoableDelete;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Deferred deletes with an undo toast. The item leaves the list at once, but nothing is written
 * until the window ends: Undo puts it back untouched, leaving the page (unmount) deletes at once,
 * and closing the tab before then deletes nothing (a deletion the admin never saw finished is
 * not worth a write racing the tab's end). Everything under the item (a project's files and
 * objects) is removed by the server's cascade, so only after the window too.
 */
export function useUndoableDelete() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef(new Map<string, Pending>());

  const show = useCallback((id: string, isHidden: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (isHidden) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const carryOut = useCallback(
    async (id: string) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      clearTimeout(entry.timer);
      notifications.hide(toastId(id));
      const { request } = entry;
      try {
        await request.perform();
      } catch (error) {
        console.error(request.deleteFailed, error);
        notifyError(request.deleteFailed);
        show(id, false);
        return;
      }
      if (request.deleted) notifySuccess(request.deleted);
      request.onDeleted?.();
    },
    [show],
  );

  const undo = useCallback(
    (id: string) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.current.delete(id);
      notifications.hide(toastId(id));
      show(id, false);
    },
    [show],
  );

  const request = useCallback(
    (req: UndoableDelete) => {
      if (pending.current.has(req.id)) return;
      const timer = setTimeout(() => void carryOut(req.id), undoWindow.ms);
      pending.current.set(req.id, { request: req, timer });
      show(req.id, true);
      notifications.show({
        id: toastId(req.id),
        // The window is ours, not the toast's: a hovered toast must not outlive it.
        autoClose: false,
        withCloseButton: false,
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{editingMessages.deletePending(req.label)}</Text>
            <Button size="compact-sm" variant="light" onClick={() => undo(req.id)}>
              {editingMessages.undo}
            </Button>
          </Group>
        ),
      });
    },
    [carryOut, show, undo],
  );

  // Leaving the page (another admin route, sign-out) carries out what is pending at once.
  useEffect(() => {
    const map = pending.current;
    return () => {
      for (const id of [...map.keys()]) void carryOut(id);
    };
  }, [carryOut]);

  /** The list without the items waiting for their deletion. */
  function visible<I extends { id: string }>(items: I[]): I[] {
    return hidden.size === 0 ? items : items.filter((i) => !hidden.has(i.id));
  }

  return { hidden, request, undo, visible };
}

function toastId(id: string) {
  return `undo-delete-${id}`;
}
