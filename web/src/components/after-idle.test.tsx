import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { collectIdleCallbacks } from '@/test-utils/idle-callbacks';
import { AfterIdle } from './after-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('shows its children only once the browser is idle', async () => {
  const idleCallbacks = collectIdleCallbacks();
  const { unmount } = render(
    <AfterIdle timeoutMs={3000}>
      <p>Registered</p>
    </AfterIdle>,
  );
  expect(screen.queryByText('Registered')).not.toBeInTheDocument();
  await act(async () => idleCallbacks.shift()?.());
  expect(screen.getByText('Registered')).toBeInTheDocument();
  unmount();
});

it('with afterLoadMs, waits for the load event and the delay before the idle moment', async () => {
  vi.useFakeTimers();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  const idleCallbacks = collectIdleCallbacks();
  const { unmount } = render(
    <AfterIdle timeoutMs={3000} afterLoadMs={5000}>
      <p>Registered</p>
    </AfterIdle>,
  );
  // Idle moments before the delay is over mount nothing.
  expect(idleCallbacks).toHaveLength(0);
  act(() => vi.advanceTimersByTime(4999));
  expect(idleCallbacks).toHaveLength(0);
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText('Registered')).not.toBeInTheDocument();
  await act(async () => idleCallbacks.shift()?.());
  expect(screen.getByText('Registered')).toBeInTheDocument();
  unmount();
});
