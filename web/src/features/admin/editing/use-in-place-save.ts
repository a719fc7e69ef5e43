import type { UseFormReturnType } from '@mantine/form';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { changedFields } from './changed-fields';
import { useBusy } from './use-busy';
import { useUnsavedChanges } from './unsaved-changes';

interface InPlaceSaveOptions<Values> {
  /** Names the form in the leave dialog. */
  title: string;
  /** The label of each field the leave dialog may name. */
  labels: Partial<Record<keyof Values & string, string>>;
  save: (values: Values) => Promise<void>;
  messages: { saved: string; saveFailed: string };
}

/**
 * A form that stays open once saved (a page's settings rather than an item of a list): it guards
 * its unsaved edits, says how the save went, and after a save counts what is shown as saved. A
 * failed save keeps everything typed.
 */
export function useInPlaceSave<Values>(
  form: UseFormReturnType<Values>,
  { title, labels, save, messages }: InPlaceSaveOptions<Values>,
) {
  const { busy, run } = useBusy();
  useUnsavedChanges(title, changedFields(form, labels));

  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        await save(values);
      } catch (error) {
        console.error(messages.saveFailed, error);
        notifyError(messages.saveFailed);
        return;
      }
      notifySuccess(messages.saved);
      // What is on screen is now what is stored: nothing left to lose by leaving.
      form.resetDirty();
    }),
  );
  return { busy, submit };
}
