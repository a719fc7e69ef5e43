import { AppShell, Container, Group, Anchor } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import { paths } from '@/config/paths';
import { InstallButton } from '@/app/pwa/install-button';
import { pwaMessages } from '@/app/pwa/messages';

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
            <InstallButton size="xs" ml="auto" />
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <OfflineBanner message={pwaMessages.offline} />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
