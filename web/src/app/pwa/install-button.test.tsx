import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { InstallButton } from './install-button';
import { pwaMessages } from './messages';

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

// A labelled button for wide screens and an icon for narrow ones (CSS picks; jsdom has both).
const installButtons = () => screen.queryAllByRole('button', { name: pwaMessages.installLabel });

describe('InstallButton', () => {
  afterEach(() => {
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    vi.restoreAllMocks();
  });

  it('stays hidden until the browser offers installation', () => {
    render(<InstallButton />);
    expect(installButtons()).toHaveLength(0);
    offerInstall();
    expect(installButtons()).toHaveLength(2);
    expect(screen.getByText(pwaMessages.install)).toBeInTheDocument();
  });

  it("opens the browser's install dialog and then goes away", async () => {
    render(<InstallButton />);
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(installButtons()[0]!);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(installButtons()).toHaveLength(0);
  });

  it('hides once the app is installed, from the browser menu too', () => {
    render(<InstallButton />);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(installButtons()).toHaveLength(0);
  });

  it('never shows inside the installed app', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    render(<InstallButton />);
    offerInstall();
    expect(installButtons()).toHaveLength(0);
  });
});
