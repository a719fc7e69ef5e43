import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/** Shown when a page's chunk fails to load (offline before it was cached) or a page throws. */
export function RouteError() {
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

interface BoundaryProps {
  /** The page shown: going to another one leaves the error behind. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

/** The routes' error boundary: React has error boundaries only as class components. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
