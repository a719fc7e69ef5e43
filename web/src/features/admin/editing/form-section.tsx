import { Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** Stacks the children this far apart; without it they are laid out as given. */
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A titled part of a settings page, named for screen readers by its title. */
export function FormSection({ title, gap, children }: FormSectionProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {gap === undefined ? children : <Stack gap={gap}>{children}</Stack>}
    </Paper>
  );
}
