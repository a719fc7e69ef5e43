import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useRenditionState } from '@/data/image-renditions/admin';
import { adminCommonMessages as m } from './messages';

/**
 * Under an uploaded image: whether visitors get it as AVIF and WebP sizes yet, and which. Waiting
 * shows a clock, not a spinner: the server's work goes on whatever the admin does, and the page
 * itself is loaded.
 */
export function RenditionStatus({ url }: { url: string }) {
  const state = useRenditionState(url);
  if (state.status === 'none') return null;
  return (
    <Group gap={6} wrap="nowrap" aria-live="polite">
      {state.status === 'pending' && (
        <IconClockHour4 size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      )}
      {state.status === 'ready' && (
        <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
      )}
      {state.status === 'original' && (
        <IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden />
      )}
      <Text size="xs" c="dimmed">
        {state.status === 'pending' && m.renditionsPending}
        {state.status === 'ready' &&
          m.renditionsReady(state.rendition.width, state.rendition.height, [
            ...new Set([...state.rendition.avif, ...state.rendition.webp]),
          ])}
        {state.status === 'original' && m.renditionsOriginal(state.reason)}
      </Text>
    </Group>
  );
}
