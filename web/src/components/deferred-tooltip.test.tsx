import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { collectIdleCallbacks } from '@/test-utils/idle-callbacks';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { DeferredTooltip } from './deferred-tooltip';

let idleCallbacks: Array<() => void> = [];

// Transformed once before the test: on a busy machine the first import alone can take seconds.
beforeAll(async () => {
  await import('./tooltip-module');
});

beforeEach(() => {
  idleCallbacks = collectIdleCallbacks();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function idleMoment() {
  const run = idleCallbacks.shift();
  expect(run).toBeDefined();
  await act(async () => run?.());
}

it('gives one button its tooltip per idle moment, and none before', async () => {
  const user = setupUser();
  render(
    <>
      <DeferredTooltip label="Code of the first">
        <button type="button">First</button>
      </DeferredTooltip>
      <DeferredTooltip label="Code of the second">
        <button type="button">Second</button>
      </DeferredTooltip>
    </>,
  );

  // One idle moment is asked for at a time, not one per button: the browser would run them all
  // in the same idle period and React would swap every button in one long render.
  expect(idleCallbacks).toHaveLength(1);
  await user.hover(screen.getByRole('button', { name: 'First' }));
  expect(screen.queryByText('Code of the first')).not.toBeInTheDocument();

  await idleMoment();
  await user.unhover(screen.getByRole('button', { name: 'First' }));
  await user.hover(screen.getByRole('button', { name: 'First' }));
  expect(await screen.findByText('Code of the first')).toBeInTheDocument();
  await user.unhover(screen.getByRole('button', { name: 'First' }));

  await user.hover(screen.getByRole('button', { name: 'Second' }));
  expect(screen.queryByText('Code of the second')).not.toBeInTheDocument();
  await user.unhover(screen.getByRole('button', { name: 'Second' }));

  await waitFor(() => expect(idleCallbacks).toHaveLength(1));
  await idleMoment();
  await user.hover(screen.getByRole('button', { name: 'Second' }));
  expect(await screen.findByText('Code of the second')).toBeInTheDocument();
});
