import { Alert, Button } from '@mantine/core';

/**
 * What a manager shows when its live list failed. A failed live list stays failed for the page's
 * life (reactfire keeps it), so the way out is to start the page again.
 */
export function ListLoadFailed({ title, retry }: { title: string; retry: string }) {
  return (
    <Alert color="red" title={title}>
      <Button variant="light" color="red" size="xs" mt="xs" onClick={() => window.location.reload()}>
        {retry}
      </Button>
    </Alert>
  );
}
