import type { SelectProps, TextareaProps, TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { orderedMessages } from '@/features/admin/ordered/messages';
import { parseWholeNumber } from '@/features/admin/ordered/order';
import { editingMessages as m } from './messages';

/** An order field holds what is typed (a string) until the save reads it as a whole number. */
export type OrderValue = number | string;

interface BaseSpec<V> {
  label: string;
  /** Marks the field with an asterisk; without a `rule`, an empty value gets '<label> is required'. */
  required?: boolean;
  // Method syntax: a table of fields of different value types is one table type.
  rule?(value: V): string | null;
  /** The value in add mode, and in edit mode when nothing is stored (text fields start empty). */
  empty?: V;
  /** The value a stored one starts the form with, when it is not taken as it is. */
  initial?(stored: V | undefined): V;
}

export interface ShortSpec extends BaseSpec<string> {
  kind: 'short';
  props?: Partial<TextInputProps> & { 'data-autofocus'?: boolean };
}

export interface LongSpec extends BaseSpec<string> {
  kind: 'long';
  props?: Partial<TextareaProps>;
}

/** A required choice from a list: it cannot be cleared once made. */
export interface SelectSpec<V extends string = string> extends BaseSpec<V> {
  kind: 'select';
  props: Pick<SelectProps, 'data'> & Partial<SelectProps>;
}

/** A whole number that places the item in its list (lower first). */
export interface OrderSpec extends BaseSpec<OrderValue> {
  kind: 'order';
}

/** What a field drawn by its own manager gets to work with. */
export interface CustomFieldContext<V> {
  value: V;
  /** The value stored before this edit (undefined in add mode). */
  stored: V | undefined;
  /** Value, change handler and error, for a Mantine input. */
  inputProps: GetInputPropsReturnType;
  set: (value: V) => void;
}

export interface CustomSpec<V> extends BaseSpec<V> {
  kind: 'custom';
  render(field: CustomFieldContext<V>): ReactNode;
}

// A table mixes custom fields of every value type, so here any one will do; each is checked
// against its own type where it is declared (`customField`), and `FormValuesOf` keeps that type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldSpec = ShortSpec | LongSpec | SelectSpec | OrderSpec | CustomSpec<any>;

/** A form's fields by name, in the order they are shown: label, rule and kind of each. */
export type FieldTable = Record<string, FieldSpec>;

type ValueOf<S> =
  S extends CustomSpec<infer V>
    ? V
    : S extends SelectSpec<infer V>
      ? V
      : S extends OrderSpec
        ? OrderValue
        : string;

/** The values of a form built from `T`, as typed. */
export type FormValuesOf<T extends FieldTable> = { [K in keyof T]: ValueOf<T[K]> };

/** The values a form built from `T` submits: text trimmed, order fields read as whole numbers. */
export type SubmittedOf<T extends FieldTable> = {
  [K in keyof T]: T[K] extends OrderSpec ? number : ValueOf<T[K]>;
};

/** Declares a form's field table, keeping each field's kind and value type. */
export function fieldTable<T extends FieldTable>(table: T): T {
  return table;
}

/** The item's place in its list; a new item's default place is the form's `defaultOrder`. */
export function orderField(label: string = orderedMessages.orderLabel): OrderSpec {
  return { kind: 'order', label };
}

/** A field its manager draws itself, its value type taken from `empty` or `initial`. */
export function customField<V>(spec: Omit<CustomSpec<V>, 'kind'>): CustomSpec<V> {
  return { kind: 'custom', ...spec };
}

/** The form's starting values: the stored item's where it has them, else each field's empty value. */
export function initialValues<T extends FieldTable>(
  table: T,
  stored: object | null,
  defaultOrder: number,
): FormValuesOf<T> {
  // A stored item has the table's fields under the same names (the form edits that item).
  const item = (stored ?? {}) as Record<string, unknown>;
  const entries = Object.entries(table).map(([name, spec]) => {
    const value = item[name] ?? undefined;
    if (spec.initial) return [name, (spec.initial as (stored: unknown) => unknown)(value)];
    return [name, value ?? spec.empty ?? (spec.kind === 'order' ? defaultOrder : '')];
  });
  return Object.fromEntries(entries) as FormValuesOf<T>;
}

function ruleOf(spec: FieldSpec): ((value: unknown) => string | null) | undefined {
  if (spec.rule) return (value) => (spec.rule as (v: unknown) => string | null)(value);
  if (!spec.required) return undefined;
  const message = m.required(spec.label);
  return (value) => (String(value ?? '').trim() ? null : message);
}

/** Each field's rule, for Mantine's `validate`. */
export function validationOf(table: FieldTable): Record<string, (value: unknown) => string | null> {
  return Object.fromEntries(
    Object.entries(table).flatMap(([name, spec]) => {
      const rule = ruleOf(spec);
      return rule ? [[name, rule]] : [];
    }),
  );
}

/** Each field's label by name: what the leave dialog names when a field holds unsaved edits. */
export function labelsOf(table: FieldTable): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([name, spec]) => [name, spec.label]));
}

/** The values as saved: text without the spaces around it, order fields as whole numbers. */
export function submittedValues<T extends FieldTable>(
  table: T,
  values: FormValuesOf<T>,
  defaultOrder: number,
): SubmittedOf<T> {
  const entries = Object.entries(table).map(([name, spec]) => {
    const value: unknown = values[name];
    if (spec.kind === 'order') return [name, parseWholeNumber(value as OrderValue, defaultOrder)];
    return [name, typeof value === 'string' ? value.trim() : value];
  });
  return Object.fromEntries(entries) as SubmittedOf<T>;
}
