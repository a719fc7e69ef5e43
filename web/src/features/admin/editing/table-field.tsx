import { Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { OrderField } from '@/features/admin/ordered/order-field';
import type { FieldSpec } from './field-table';
import { LongTextField, ShortTextField } from './text-fields';

interface TableFieldProps {
  spec: FieldSpec;
  inputProps: GetInputPropsReturnType;
  /** For a field its manager draws: the value stored before this edit, and a way to change it. */
  stored: unknown;
  set: (value: unknown) => void;
}

/** One field of a field table, drawn as its kind says. */
export function TableField({ spec, inputProps, stored, set }: TableFieldProps) {
  const { label, required } = spec;
  switch (spec.kind) {
    case 'short':
      return <ShortTextField label={label} withAsterisk={required} {...spec.props} {...inputProps} />;
    case 'long':
      return <LongTextField label={label} withAsterisk={required} {...spec.props} {...inputProps} />;
    case 'select':
      return (
        <Select label={label} withAsterisk={required} allowDeselect={false} {...spec.props} {...inputProps} />
      );
    case 'order':
      return <OrderField label={label} {...inputProps} maw={200} />;
    case 'custom':
      return spec.render({ value: inputProps.value, stored, inputProps, set });
  }
}
