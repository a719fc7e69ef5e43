import { AppShell, Container, Group, Anchor } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';

// Minimal shell proving the wiring; the public-site issue replaces it with the real navigation
// bar and footer.
export function PublicLayout() {
  return (
    <AppShell header={{ height: 60 }}>
      <AppShell.Header>
        <Container h="100%">
          <Group h="100%" gap="lg">
            <Anchor component={Link} to={paths.home}>
              Home
            </Anchor>
            <Anchor component={Link} to={paths.projects}>
              Projects
            </Anchor>
            <Anchor component={Link} to={paths.contact}>
              Contact
            </Anchor>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
