import { Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';

// Placeholder until the admin issue lands (session guard, sidebar).
export function AdminLayout() {
  return (
    <Container py="xl">
      <Outlet />
    </Container>
  );
}
