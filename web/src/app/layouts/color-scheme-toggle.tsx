import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { LAYOUT_TEXT } from './messages';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      onClick={() => setColorScheme(next)}
      aria-label={LAYOUT_TEXT.toggleColorScheme(next)}
      title={LAYOUT_TEXT.toggleColorScheme(next)}
    >
      {current === 'dark' ? (
        <IconSun size={18} aria-hidden="true" />
      ) : (
        <IconMoon size={18} aria-hidden="true" />
      )}
    </ActionIcon>
  );
}
