import { Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';

/** The spinner of a page's first load (spec §4); a label is read out and optionally shown. */
export function PageLoader({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <Center mih="50vh" py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" type="dots" aria-hidden="true" />
        {showLabel ? <Text c="dimmed">{label}</Text> : <VisuallyHidden>{label}</VisuallyHidden>}
      </Stack>
    </Center>
  );
}
