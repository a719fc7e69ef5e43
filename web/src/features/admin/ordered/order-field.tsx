import { NumberInput, type NumberInputProps } from '@mantine/core';
import { orderedMessages } from './messages';

/** Order fields take whole numbers only: no decimal point, no minus sign. */
export function OrderField(props: NumberInputProps) {
  return (
    <NumberInput
      label={orderedMessages.orderLabel}
      description={orderedMessages.orderDescription}
      allowDecimal={false}
      allowNegative={false}
      min={0}
      step={1}
      {...props}
    />
  );
}
