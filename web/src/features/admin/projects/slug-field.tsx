import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { projectPath } from '@portfolio/model/routes';
import { SLUG_MAX } from '@portfolio/model/slug';
import { env } from '@/config/env';
import { projectMessages as m } from './messages';

interface SlugFieldProps {
  value: string;
  onChange: (slug: string) => void;
  error?: ReactNode;
}

/**
 * The project's address: what it is called in links, shown as the full URL it gives. Typed in
 * lowercase (what the rules accept); anything else is left for the validation to explain.
 */
export function SlugField({ value, onChange, error }: SlugFieldProps) {
  return (
    <TextInput
      label={m.fields.slug}
      withAsterisk
      maxLength={SLUG_MAX}
      spellCheck={false}
      autoCapitalize="none"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.toLowerCase())}
      description={m.fields.slugDescription(value ? `${env.siteUrl}${projectPath(value)}` : '')}
      error={error}
    />
  );
}
