import { TEXT_LIMITS } from '@portfolio/model/limits';
import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';

/** A one-line field held to the short-text limit the rules enforce. */
export function ShortTextField(props: TextInputProps) {
  return <TextInput maxLength={TEXT_LIMITS.short} {...props} />;
}

/** A multi-line field held to the long-text limit the rules enforce. */
export function LongTextField(props: TextareaProps) {
  return <Textarea maxLength={TEXT_LIMITS.long} rows={4} resize="vertical" {...props} />;
}
