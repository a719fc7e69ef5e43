import { useEffect, useId } from 'react';
import { create } from 'zustand';

/** A form with edits not yet saved: its name and the labels of the fields that changed. */
export interface UnsavedForm {
  form: string;
  fields: string[];
}

interface UnsavedState {
  forms: Record<string, UnsavedForm>;
  /** A departure waiting for the admin's answer; null when nothing is being asked. */
  pending: (() => void) | null;
}

/**
 * Which open forms hold unsaved edits. A store, not a context, so a form rendered anywhere
 * (the layout's page, a dialog, a test) is guarded without a provider above it.
 */
export const unsavedStore = create<UnsavedState>()(() => ({ forms: {}, pending: null }));

function hasUnsaved(state: UnsavedState): boolean {
  return Object.keys(state.forms).length > 0;
}

export function hasUnsavedChanges(): boolean {
  return hasUnsaved(unsavedStore.getState());
}

export function useHasUnsavedChanges(): boolean {
  return unsavedStore(hasUnsaved);
}

/**
 * Runs `proceed` at once when nothing is unsaved; otherwise asks first (the layout's dialog) and
 * runs it only if the admin agrees to lose the edits.
 */
export function leaveOrAsk(proceed: () => void): void {
  if (hasUnsaved(unsavedStore.getState())) unsavedStore.setState({ pending: proceed });
  else proceed();
}

/** Marks this form as holding unsaved edits while `fields` (the changed fields' labels) is not empty. */
export function useUnsavedChanges(form: string, fields: readonly string[]): void {
  const id = useId();
  // Joined so a new array with the same labels (every render makes one) changes nothing.
  const key = fields.join('\n');
  useEffect(() => {
    if (!key) return;
    unsavedStore.setState((s) => ({ forms: { ...s.forms, [id]: { form, fields: key.split('\n') } } }));
    return () =>
      unsavedStore.setState((s) => {
        const { [id]: _gone, ...rest } = s.forms;
        return { forms: rest };
      });
  }, [id, form, key]);
}
