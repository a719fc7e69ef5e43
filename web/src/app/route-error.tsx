import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';

/** Shown when a route's chunk fails to load (offline before it was cached) or a page throws. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed" ta="center">
          This page could not be loaded. Check your connection and try again.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
