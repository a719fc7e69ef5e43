import { useEffect } from 'react';
import { leaveOrAsk, useHasUnsavedChanges } from '@/features/admin/editing/unsaved-changes';

/** The router keeps its position in history here (react-router's browser history). */
function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * Where a click on a link would take the admin inside this app, or null when the click is not one
 * to ask about: not on a link, opening a new tab or a download, another site, or this very page
 * (the form stays where it is).
 */
export function inAppDestination(event: globalThis.MouseEvent, here: URL): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const to = new URL(link.href, here);
  if (to.origin !== here.origin || to.pathname === here.pathname) return null;
  return `${to.pathname}${to.search}${to.hash}`;
}

/**
 * While a form holds unsaved edits: the browser asks before the tab closes or reloads, and Back or
 * Forward asks first (the app's component router has no blocker of its own). A popstate is seen
 * here before the router's own listener (a capturing listener runs first on the window): it is
 * stopped, the entry put back, and the move replayed only if the admin agrees. A click on any link
 * into the app (the sidebar, or a link inside a page) is caught the same way, before the link's
 * own handler, and followed with `navigate` once the admin agrees.
 */
export function useLeaveGuard(navigate: (to: string) => void): void {
  const unsaved = useHasUnsavedChanges();

  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: globalThis.MouseEvent) => {
      const to = inAppDestination(event, new URL(window.location.href));
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      leaveOrAsk(() => navigate(to));
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [unsaved, navigate]);

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
