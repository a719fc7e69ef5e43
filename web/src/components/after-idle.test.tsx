import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { collectIdleCallbacks } from '@/test-utils/idle-callbacks';
import { AfterIdle } from './after-idle';

afterEach(() => {
  vi.unstubAllGlobals();
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
