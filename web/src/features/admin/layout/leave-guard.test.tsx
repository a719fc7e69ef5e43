// @isolated: it mocks modules (vi.mock)
import { MantineProvider } from '@mantine/core';
import { notifications, Notifications } from '@mantine/notifications';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, createFakeAuth } from '@/test-utils/fake-auth';
import { setupUser } from '@/test-utils/user';
import { theme } from '@/theme';
import { experienceMessages as t } from '@/features/admin/experience/messages';
import { ExperienceForm } from '@/features/admin/experience/experience-form';
import { unsavedStore } from '@/features/admin/editing/unsaved-changes';
import { AdminLayout } from './admin-layout';
import { layoutMessages as m } from './messages';

const auth = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeAuth> | null }));
vi.mock('@/data/auth', () => ({
  signIn: vi.fn(),
  signOut: () => auth.current?.signOut(),
  hasAdminClaim: (u: never) => auth.current?.hasAdminClaim(u),
  useAdminSession: () => auth.current!.useAdminSession(),
  authErrorCode: vi.fn(),
}));
// The late-schedule alert watches Firestore; its own test covers it.
vi.mock('@/data/schedules/admin', () => ({ useScheduledDocs: () => ({ status: 'success', items: [] }) }));

vi.mock('@/data/site-publish/admin', () => ({
  subscribeRecentPublishes: () => () => undefined,
  subscribeContentChangedAt: () => () => undefined,
  publishSite: vi.fn(),
}));

// A real manager's form (its FormFrame) inside the real layout; Skills stands for any other page.
const routes = (
  <Routes>
    <Route path="/admin" element={<AdminLayout />}>
      <Route path="dashboard" element={<p>Dashboard content</p>} />
      <Route
        path="experience"
        element={
          <>
            {/* A link inside the page, as Personal Info links to Education. */}
            <Link to="/admin/skills">Manage skills →</Link>
            <a href="https://example.com/help" target="_blank" rel="noreferrer">
              Help
            </a>
            <ExperienceForm editing={null} defaultOrder={1} onSubmit={vi.fn()} onCancel={vi.fn()} />
          </>
        }
      />
      <Route path="skills" element={<p>Skills content</p>} />
    </Route>
  </Routes>
);

function frame(router: ReactNode) {
  return render(
    <MantineProvider theme={theme}>
      <Notifications />
      {router}
    </MantineProvider>,
  );
}

async function openExperienceForm() {
  frame(<MemoryRouter initialEntries={['/admin/experience']}>{routes}</MemoryRouter>);
  act(() => auth.current!.emit(adminUser));
  return screen.findByLabelText(/Position/);
}

const nav = () => screen.getByRole('navigation', { name: m.navLabel });

beforeEach(() => {
  notifications.clean();
  unsavedStore.setState({ forms: {}, pending: null });
  auth.current = createFakeAuth();
  auth.current.hasAdminClaim.mockResolvedValue(true);
});
afterEach(() => vi.restoreAllMocks());

vi.setConfig({ testTimeout: 20_000 });

describe('leaving an admin form', () => {
  it('leaves a clean form without asking', async () => {
    const user = setupUser();
    await openExperienceForm();
    await user.click(within(nav()).getByRole('link', { name: 'Skills' }));
    expect(await screen.findByText('Skills content')).toBeInTheDocument();
    expect(screen.queryByText(m.leave.title)).not.toBeInTheDocument();
  });

  it('asks before a sidebar link, names what would be lost, and Stay keeps every typed value', async () => {
    const user = setupUser();
    await user.fill(await openExperienceForm(), 'Android Developer');
    await user.fill(screen.getByLabelText(/Company/), 'Mobile Co');
    await user.click(within(nav()).getByRole('link', { name: 'Skills' }));

    const dialog = await screen.findByRole('dialog', { name: m.leave.title });
    // The modal fades in: on a loaded machine its text can still be transparent when it is found.
    const lost = within(dialog).getByText(m.leave.lost(t.addTitle, `${t.position}, ${t.company}`));
    await waitFor(() => expect(lost).toBeVisible());
    await user.click(within(dialog).getByRole('button', { name: m.leave.stay }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Skills content')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Position/)).toHaveValue('Android Developer');
    expect(screen.getByLabelText(/Company/)).toHaveValue('Mobile Co');
  });

  it('leaves when the admin confirms', async () => {
    const user = setupUser();
    await user.fill(await openExperienceForm(), 'Android Developer');
    await user.click(within(nav()).getByRole('link', { name: 'Skills' }));
    const dialog = await screen.findByRole('dialog', { name: m.leave.title });
    await user.click(within(dialog).getByRole('button', { name: m.leave.leave }));
    expect(await screen.findByText('Skills content')).toBeInTheDocument();
  });

  it('asks before a link inside the page too, and follows it when the admin confirms', async () => {
    const user = setupUser();
    await user.fill(await openExperienceForm(), 'Android Developer');
    await user.click(screen.getByRole('link', { name: 'Manage skills →' }));

    const dialog = await screen.findByRole('dialog', { name: m.leave.title });
    await user.click(within(dialog).getByRole('button', { name: m.leave.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Position/)).toHaveValue('Android Developer');

    await user.click(screen.getByRole('link', { name: 'Manage skills →' }));
    const again = await screen.findByRole('dialog', { name: m.leave.title });
    await user.click(within(again).getByRole('button', { name: m.leave.leave }));
    expect(await screen.findByText('Skills content')).toBeInTheDocument();
  });

  it('lets a link that opens a new tab through without asking: nothing is lost', async () => {
    const user = setupUser();
    await user.fill(await openExperienceForm(), 'Android Developer');
    await user.click(screen.getByRole('link', { name: 'Help' }));
    expect(screen.queryByRole('dialog', { name: m.leave.title })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Position/)).toHaveValue('Android Developer');
  });

  it('holds the tab open only while the form is dirty', async () => {
    const user = setupUser();
    const position = await openExperienceForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.fill(position, 'Android Developer');
    expect(unload()).toBe(true);
    await user.clear(position);
    await waitFor(() => expect(unload()).toBe(false));
  });

  it('asks before the browser Back, and Stay keeps the page and its values', async () => {
    window.history.replaceState(null, '', '/admin/dashboard');
    frame(<BrowserRouter>{routes}</BrowserRouter>);
    act(() => auth.current!.emit(adminUser));
    const user = setupUser();
    await user.click(within(await waitFor(nav)).getByRole('link', { name: 'Experience' }));
    await user.fill(await screen.findByLabelText(/Position/), 'Android Developer');

    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: m.leave.title });
    await user.click(within(dialog).getByRole('button', { name: m.leave.stay }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/experience'));
    expect(screen.getByLabelText(/Position/)).toHaveValue('Android Developer');
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();

    act(() => window.history.back());
    // The question is asked again (not the closing dialog of the first answer).
    await waitFor(() => expect(unsavedStore.getState().pending).not.toBeNull());
    const again = await screen.findByRole('dialog', { name: m.leave.title });
    await user.click(within(again).getByRole('button', { name: m.leave.leave }));
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/dashboard');
  });
});
