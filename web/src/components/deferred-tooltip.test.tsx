import { act, screen } from '@testing-library/react';
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

it('gives every button its tooltip in the first idle moment, and none before', async () => {
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

  // One idle moment for the whole page, not one per button.
  expect(idleCallbacks).toHaveLength(1);
  await user.hover(screen.getByRole('button', { name: 'First' }));
  expect(screen.queryByText('Code of the first')).not.toBeInTheDocument();
  await user.unhover(screen.getByRole('button', { name: 'First' }));

  await idleMoment();
  for (const [name, label] of [
    ['First', 'Code of the first'],
    ['Second', 'Code of the second'],
  ] as const) {
    await user.hover(screen.getByRole('button', { name }));
    expect(await screen.findByText(label)).toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name }));
  }
  expect(idleCallbacks).toHaveLength(0);
});
