import { useEffect, type MouseEvent } from 'react';
import {
  hasUnsavedChanges,
  leaveOrAsk,
  useHasUnsavedChanges,
} from '@/features/admin/editing/unsaved-changes';

/** The router keeps its position in history here (react-router's browser history). */
function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * While a form holds unsaved edits: the browser asks before the tab closes or reloads, and Back or
 * Forward asks first (the app's component router has no blocker of its own). A popstate is seen
 * here before the router's own listener (a capturing listener runs first on the window): it is
 * stopped, the entry put back, and the move replayed only if the admin agrees.
 */
export function useLeaveGuard(): void {
  const unsaved = useHasUnsavedChanges();

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  useEffect(() => {
    if (!unsaved) return;
    const here = historyIndex(window.history.state);
    // Pops this guard caused: the one that puts the entry back, the one the admin agreed to.
    let restoring = false;
    let agreed = false;
    // An agreement given before the entry was back: replayed once it is.
    let leaveOnceRestored: number | null = null;
    const replay = (delta: number) => {
      agreed = true;
      window.history.go(delta);
    };
    const onPopState = (event: PopStateEvent) => {
      if (agreed) {
        agreed = false;
        return; // The router's listener takes it from here.
      }
      event.stopImmediatePropagation();
      if (restoring) {
        restoring = false;
        if (leaveOnceRestored !== null) replay(leaveOnceRestored);
        leaveOnceRestored = null;
        return;
      }
      const to = historyIndex(event.state);
      const delta = here !== undefined && to !== undefined ? here - to : 1;
      restoring = true;
      window.history.go(delta);
      leaveOrAsk(() => {
        if (restoring) leaveOnceRestored = -delta;
        else replay(-delta);
      });
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
  }, [unsaved]);
}

/**
 * A link's click handler that asks first when edits would be lost, then does what the link
 * would have done (`navigate`). A click that opens a new tab leaves nothing behind: not asked.
 */
export function guardedClick(navigate: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (newTab || !hasUnsavedChanges()) return;
    event.preventDefault();
    leaveOrAsk(navigate);
  };
}
