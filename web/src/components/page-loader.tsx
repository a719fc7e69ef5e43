import { Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';

/**
 * The spinner of a page's first load; a label is read out and optionally shown.
 * A full viewport tall, so the footer waits below the fold instead of jumping down when the page
 * arrives (that jump was most of the layout shift of the loaded pages).
 */
export function PageLoader({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <Center mih="100dvh" py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" type="dots" aria-hidden="true" />
        {showLabel ? <Text c="dimmed">{label}</Text> : <VisuallyHidden>{label}</VisuallyHidden>}
      </Stack>
    </Center>
  );
}
