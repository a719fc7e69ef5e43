import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { SLUG_MAX } from '@portfolio/model/slug';
import { env } from '@/config/env';

interface AddressFieldProps {
  label: string;
  value: string;
  onChange: (slug: string) => void;
  error?: ReactNode;
  /** The public path an address gives (a project's page, a note's page). */
  pathOf: (slug: string) => string;
  /** Says what the address is for; the full URL it gives, or '' while there is none. */
  describe: (url: string) => string;
}

/**
 * An item's address: what it is called in links, shown as the full URL it gives. Typed in
 * lowercase (what the rules accept); anything else is left for the validation to explain.
 */
export function AddressField({ label, value, onChange, error, pathOf, describe }: AddressFieldProps) {
  return (
    <TextInput
      label={label}
      withAsterisk
      maxLength={SLUG_MAX}
      spellCheck={false}
      autoCapitalize="none"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.toLowerCase())}
      description={describe(value ? `${env.siteUrl}${pathOf(value)}` : '')}
      error={error}
    />
  );
}
