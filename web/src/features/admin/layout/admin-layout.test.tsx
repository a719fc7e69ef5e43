// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, createFakeAuth } from '@/test-utils/fake-auth';
import { render } from '@/test-utils/render';
import { authMessages } from '@/features/admin/auth/messages';
import { AdminLayout } from './admin-layout';
import { layoutMessages as m } from './messages';

const auth = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeAuth> | null }));
vi.mock('@/data/auth', () => ({
  signIn: (...a: [string, string]) => auth.current?.signIn(...a),
  signOut: () => auth.current?.signOut(),
  hasAdminClaim: (u: never) => auth.current?.hasAdminClaim(u),
  useAdminSession: () => auth.current!.useAdminSession(),
  authErrorCode: (e: unknown) => auth.current?.authErrorCode(e),
}));

// The late-schedule alert watches Firestore; its own test covers it.
vi.mock('@/data/schedules/admin', () => ({ useScheduledDocs: () => ({ status: 'success', items: [] }) }));

// The header's publish control reads Firestore; its own test covers it.
vi.mock('@/data/site-publish/admin', () => ({
  subscribeRecentPublishes: () => () => undefined,
  subscribeContentChangedAt: () => () => undefined,
  publishSite: vi.fn(),
}));

function renderAdmin() {
  render(
    <Routes>
      <Route path="/admin/login" element={<p>Login page</p>} />
      <Route path="/admin" element={<AdminLayout />}>
        <Route path="dashboard" element={<p>Dashboard content</p>} />
      </Route>
    </Routes>,
    { route: '/admin/dashboard' },
  );
}

let fake: ReturnType<typeof createFakeAuth>;
beforeEach(() => {
  notifications.clean();
  fake = createFakeAuth();
  auth.current = fake;
  fake.signOut.mockResolvedValue();
  fake.hasAdminClaim.mockResolvedValue(true);
});

// Mantine renders slowly in jsdom on a busy two-core machine: 5 s is too tight.
vi.setConfig({ testTimeout: 15_000 });

describe('AdminLayout guard', () => {
  it('shows a spinner while the session is checked', () => {
    renderAdmin();
    expect(screen.getByLabelText(authMessages.checkingSession)).toBeInTheDocument();
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();
  });

  it("without a session says 'Access denied' and goes to the login page", async () => {
    renderAdmin();
    act(() => fake.emit(null));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText(authMessages.accessDenied)).toBeInTheDocument();
    expect(screen.getByText(authMessages.pleaseLogin)).toBeInTheDocument();
  });

  it('refuses a signed-in user without the admin claim and signs them out', async () => {
    fake.hasAdminClaim.mockResolvedValue(false);
    renderAdmin();
    act(() => fake.emit(adminUser));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText(authMessages.accessDenied)).toBeInTheDocument();
    expect(fake.signOut).toHaveBeenCalled();
  });

  it('shows the sidebar and the page for the admin, and leaves on a signed-out event', async () => {
    renderAdmin();
    act(() => fake.emit(adminUser));
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: m.navLabel });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Projects',
      'Publications',
      'Notes',
      'Skills',
      'Experience',
      'Certifications',
      'Services',
      'Personal Info',
      'CV',
      'Messages',
      'Statistics',
      'Trash',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    act(() => fake.emit(null)); // e.g. signed out in another tab
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText(authMessages.accessDenied)).toBeInTheDocument();
  });

  it("logs out with 'Logged out' and no 'Access denied'", async () => {
    fake.signOut.mockImplementation(async () => fake.emit(null));
    renderAdmin();
    act(() => fake.emit(adminUser));
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: m.logout }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText(authMessages.loggedOut)).toBeInTheDocument();
    expect(screen.getByText(authMessages.loggedOutMessage)).toBeInTheDocument();
    expect(screen.queryByText(authMessages.accessDenied)).not.toBeInTheDocument();
  });

  it("shows 'Logout failed' with the server's message and stays", async () => {
    fake.signOut.mockRejectedValue(new Error('Network request failed'));
    renderAdmin();
    act(() => fake.emit(adminUser));
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: m.logout }));
    expect(await screen.findByText(authMessages.logoutFailed)).toBeInTheDocument();
    expect(screen.getByText('Network request failed')).toBeInTheDocument();
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
  });

  it('says changes need a connection while offline, and stops saying it once back', async () => {
    renderAdmin();
    act(() => fake.emit(adminUser));
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(screen.getByText(m.offline)).toBeInTheDocument();
      act(() => {
        onLine.mockReturnValue(true);
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.queryByText(m.offline)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});
