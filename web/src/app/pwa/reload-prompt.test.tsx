// @isolated: it mocks modules (vi.mock)
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { pwaMessages } from './messages';
import { ReloadPrompt } from './reload-prompt';

const sw = vi.hoisted(() => ({
  needRefresh: false,
  setNeedRefresh: vi.fn(),
  updateServiceWorker: vi.fn(async () => {}),
}));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [sw.needRefresh, sw.setNeedRefresh],
    offlineReady: [false, vi.fn()],
    updateServiceWorker: sw.updateServiceWorker,
  }),
}));

const container = { getRegistration: vi.fn(), addEventListener: vi.fn() };

describe('ReloadPrompt', () => {
  beforeEach(() => {
    sw.setNeedRefresh.mockClear();
    sw.updateServiceWorker.mockClear();
    container.addEventListener.mockClear();
    container.getRegistration.mockResolvedValue({ waiting: {} });
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  });

  it('shows nothing while the running version is current', () => {
    sw.needRefresh = false;
    render(<ReloadPrompt />);
    expect(screen.queryByText(pwaMessages.updateTitle)).not.toBeInTheDocument();
  });

  it('offers the new version and only switches when Reload is pressed', async () => {
    sw.needRefresh = true;
    render(<ReloadPrompt />);
    expect(await screen.findByText(pwaMessages.updateTitle)).toBeVisible();
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: pwaMessages.reload }));
    // The waiting worker is told to take over, and this page reloads once it has.
    expect(sw.updateServiceWorker).toHaveBeenCalledTimes(1);
    expect(container.addEventListener).toHaveBeenCalledWith('controllerchange', expect.any(Function), {
      once: true,
    });
  });

  it('can be put off until later', async () => {
    sw.needRefresh = true;
    render(<ReloadPrompt />);
    await userEvent.click(await screen.findByRole('button', { name: pwaMessages.later }));
    expect(sw.setNeedRefresh).toHaveBeenCalledWith(false);
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
  });
});
