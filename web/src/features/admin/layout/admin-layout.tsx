import '@/features/admin/admin-styles';
import { AppShell, Box, Burger, Button, Center, Group, Loader, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import { paths } from '@/config/paths';
import { signOut, useAdminSession } from '@/data/auth';
import { authMessages } from '@/features/admin/auth/messages';
import { errorMessage, notifyError, notifySuccess } from '@/features/admin/components/notify';
import { leaveOrAsk } from '@/features/admin/editing/unsaved-changes';
import { PublishControl } from '@/features/admin/publish/publish-control';
import { LateScheduleIndicator } from '@/features/admin/status/late-schedules';
import { AdminNav } from './admin-nav';
import { LeaveConfirmModal } from './leave-confirm-modal';
import { useLeaveGuard } from './use-leave-guard';
import { layoutMessages as m } from './messages';

/** Session guard and shell of every /admin page. */
export function AdminLayout() {
  const { status, email } = useAdminSession();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Set by the Logout button of this screen, so a deliberate logout is not greeted with
  // 'Access denied'; any other signed-out event (another tab, a revoked token) is.
  const loggingOut = useRef(false);
  useLeaveGuard(navigate);
  const { pathname } = useLocation();
  // The phone's sidebar closes once a page is chosen, however the move came (a link, or a link
  // followed after the leave question).
  useEffect(close, [pathname, close]);

  // No session, a lost session (signed out in another tab, token revoked) or a user without the
  // admin claim: back to the login page. A deliberate logout has its own toast.
  useEffect(() => {
    if (status !== 'signed-out' && status !== 'not-admin') return;
    if (!loggingOut.current)
      notifyError(authMessages.pleaseLogin, authMessages.accessDenied, 'access-denied');
    navigate(paths.admin.login, { replace: true });
    if (status === 'not-admin') void signOut().catch((error: unknown) => console.error(error));
  }, [status, navigate]);

  const onLogout = async () => {
    loggingOut.current = true;
    try {
      await signOut();
      notifySuccess(authMessages.loggedOutMessage, authMessages.loggedOut);
    } catch (error) {
      loggingOut.current = false;
      notifyError(errorMessage(error, authMessages.unexpected), authMessages.logoutFailed);
    }
  };

  if (status !== 'admin') {
    return (
      <Center mih="100dvh">
        <Loader aria-label={authMessages.checkingSession} />
      </Center>
    );
  }

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* The brand gives way (ellipsis) before the header's controls do on a narrow phone. */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={m.toggleNav} />
            <Title
              order={2}
              size="h4"
              style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {m.brand}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LateScheduleIndicator />
            <PublishControl />
            <Button
              component={Link}
              to={paths.home}
              variant="subtle"
              size="compact-sm"
              rightSection={<IconExternalLink size={14} aria-hidden />}
              // On a phone the icon alone, so the brand, Publish and this fit on one line.
              aria-label={m.viewSite}
            >
              <Box component="span" visibleFrom="xs">
                {m.viewSite}
              </Box>
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <AdminNav />
        </AppShell.Section>
        <AppShell.Section pt="sm">
          {email && (
            <Text size="xs" c="dimmed" mb="xs" truncate="end">
              {m.signedInAs(email)}
            </Text>
          )}
          <Button
            fullWidth
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => leaveOrAsk(() => void onLogout())}
          >
            {m.logout}
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner message={m.offline} />
        <Outlet />
        <LeaveConfirmModal />
      </AppShell.Main>
    </AppShell>
  );
}
