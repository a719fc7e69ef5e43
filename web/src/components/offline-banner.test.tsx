import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { OfflineBanner } from './offline-banner';

const message = 'You are offline.';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so in a polite live region while offline, and goes when the connection returns', () => {
    render(<OfflineBanner message={message} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => goOnline(false));
    expect(region).toHaveTextContent(message);

    act(() => goOnline(true));
    expect(region).toBeEmptyDOMElement();
  });
});
