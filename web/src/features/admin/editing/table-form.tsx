import { SimpleGrid, type MantineSize } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import type { ContentCollection } from '@portfolio/model/content-life';
import { changedFields } from './changed-fields';
import {
  initialValues,
  labelsOf,
  submittedValues,
  validationOf,
  type FieldTable,
  type FormValuesOf,
  type SubmittedOf,
} from './field-table';
import { FormFrame, type FormFrameVariant } from './form-frame';
import { TableField } from './table-field';
import { useBusy } from './use-busy';

/** The fields in the order shown; a group of names shares one row on a wide screen. */
export type FieldLayout<T extends FieldTable> = ReadonlyArray<
  (keyof T & string) | ReadonlyArray<keyof T & string>
>;

interface TableFormProps<T extends FieldTable, Item extends { id: string }> {
  fields: T;
  /** Without it, one field a row in the table's order. */
  layout?: FieldLayout<T>;
  /** The item being edited; null in add mode. */
  editing: Item | null;
  titles: { addTitle: string; editTitle: string };
  /** The collection whose history the edit mode opens, and how the item is named there. */
  history: { collection: ContentCollection; name: (item: Item) => string };
  /** An empty order field's value: a new item's place in the list. */
  defaultOrder?: number;
  onSubmit: (values: SubmittedOf<T>) => Promise<void>;
  onCancel: () => void;
  variant?: FormFrameVariant;
  maw?: number | MantineSize;
  /** Shown under the fields (a note, not a field). */
  children?: ReactNode;
}

/**
 * A manager's form made from its field table: the starting values, the rules, the labels the leave
 * dialog names, the history of the item edited and the save (trimmed, order read as a number) all
 * follow from the table, so a form says only what is its own.
 */
export function TableForm<T extends FieldTable, Item extends { id: string }>(props: TableFormProps<T, Item>) {
  const { fields, layout = Object.keys(fields), editing, history, defaultOrder = 0, onSubmit } = props;
  const { busy, run } = useBusy();
  const form = useForm<Record<string, unknown>>({
    initialValues: initialValues(fields, editing, defaultOrder),
    validate: validationOf(fields),
  });
  const stored = (editing ?? {}) as Record<string, unknown>;

  const field = (name: string) => (
    <TableField
      key={name}
      spec={fields[name]!}
      inputProps={form.getInputProps(name)}
      stored={stored[name] ?? undefined}
      set={(value) => form.setFieldValue(name, value)}
    />
  );

  return (
    <FormFrame
      editing={!!editing}
      history={
        editing
          ? { collection: history.collection, docId: editing.id, name: history.name(editing) }
          : undefined
      }
      titles={props.titles}
      saving={busy}
      onSubmit={form.onSubmit((values) =>
        run(() => onSubmit(submittedValues(fields, values as FormValuesOf<T>, defaultOrder))),
      )}
      onCancel={props.onCancel}
      unsaved={changedFields(form, labelsOf(fields))}
      variant={props.variant}
      maw={props.maw}
    >
      {layout.map((row) =>
        typeof row === 'string' ? (
          field(row)
        ) : (
          <SimpleGrid key={row.join(' ')} cols={{ base: 1, sm: 2 }}>
            {row.map(field)}
          </SimpleGrid>
        ),
      )}
      {props.children}
    </FormFrame>
  );
}
