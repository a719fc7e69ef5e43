// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, createFakeAuth } from '@/test-utils/fake-auth';
import { render } from '@/test-utils/render';
import { LoginPage } from './login-page';
import { authMessages as m } from './messages';

const auth = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeAuth> | null }));
vi.mock('@/data/auth', () => ({
  signIn: (...a: [string, string]) => auth.current?.signIn(...a),
  signOut: () => auth.current?.signOut(),
  hasAdminClaim: (u: never) => auth.current?.hasAdminClaim(u),
  useAdminSession: () => auth.current!.useAdminSession(),
  authErrorCode: (e: unknown) => auth.current?.authErrorCode(e),
}));

function renderLogin() {
  render(
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    { route: '/admin/login' },
  );
}

async function fillAndSubmit(email = 'admin@example.com', password = 'secret') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: m.signIn }));
}

let fake: ReturnType<typeof createFakeAuth>;
beforeEach(() => {
  notifications.clean();
  fake = createFakeAuth();
  auth.current = fake;
  fake.signOut.mockResolvedValue();
  fake.hasAdminClaim.mockResolvedValue(true);
});

/** The page as a visitor without a session sees it. */
async function renderSignedOut() {
  renderLogin();
  act(() => fake.emit(null));
  await screen.findByRole('button', { name: m.signIn });
}

// Mantine renders slowly in jsdom on a busy two-core machine: 5 s is too tight.
vi.setConfig({ testTimeout: 15_000 });

describe('LoginPage', () => {
  it('requires email and password before calling the server', async () => {
    await renderSignedOut();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: m.signIn }));
    expect(screen.getByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
    expect(fake.signIn).not.toHaveBeenCalled();
  });

  it("reads 'Loading...' and is disabled while signing in, then welcomes the admin", async () => {
    let resolve: (u: typeof adminUser) => void = () => {};
    fake.signIn.mockReturnValue(new Promise((r) => (resolve = r)));
    await renderSignedOut();
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: m.loading })).toBeDisabled();
    act(() => resolve(adminUser));
    expect(await screen.findByText(m.welcomeBack)).toBeInTheDocument();
    expect(screen.getByText(m.loginSuccess)).toBeInTheDocument();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(fake.signIn).toHaveBeenCalledWith('admin@example.com', 'secret');
  });

  it("shows 'Login failed' with a readable reason for a wrong password", async () => {
    fake.signIn.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      }),
    );
    await renderSignedOut();
    await fillAndSubmit('admin@example.com', 'wrong');
    expect(await screen.findByText(m.loginFailed)).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.signIn })).toBeEnabled();
    expect(screen.getByLabelText(/Email/)).toHaveValue('admin@example.com'); // nothing typed is lost
  });

  it("shows 'Authentication error' for a failure that is not an auth error", async () => {
    fake.signIn.mockRejectedValue(new TypeError('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderSignedOut();
    await fillAndSubmit();
    expect(await screen.findByText(m.authError)).toBeInTheDocument();
    expect(screen.getByText(m.unexpected)).toBeInTheDocument();
  });

  it('signs out a user without the admin claim and says so', async () => {
    fake.signIn.mockResolvedValue(adminUser);
    fake.hasAdminClaim.mockResolvedValue(false);
    await renderSignedOut();
    await fillAndSubmit();
    expect(await screen.findByText(m.notAdmin)).toBeInTheDocument();
    expect(screen.getByText(m.accessDenied)).toBeInTheDocument();
    expect(fake.signOut).toHaveBeenCalled();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it('sends an existing admin session straight to the dashboard', async () => {
    renderLogin();
    expect(screen.getByLabelText(m.checkingSession)).toBeInTheDocument();
    act(() => fake.emit(adminUser));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('links back to the home page', async () => {
    await renderSignedOut();
    expect(screen.getByRole('link', { name: m.returnHome })).toHaveAttribute('href', '/');
    await waitFor(() => expect(fake.onAuthChange).toHaveBeenCalledTimes(1));
  });
});
