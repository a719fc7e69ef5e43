import { Paper, Stack, Text } from '@mantine/core';
import { ThemeIcon } from './theme-icon';
import { IconMoodEmpty } from '@tabler/icons-react';

/** A list's empty message ('No projects yet', ...), shown in a quiet dashed box. */
export function EmptyState({ message }: { message: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="xs">
        <ThemeIcon variant="light" size={44} radius="xl" aria-hidden="true">
          <IconMoodEmpty size={24} aria-hidden="true" />
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
      </Stack>
    </Paper>
  );
}
