import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationSlice } from './hydration-slice';
import { beginHydration } from './hydration-state';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const ref = useRef<HTMLButtonElement>(null);
  // Effects run only once a component is hydrated: the mark tells a live button from server HTML.
  useEffect(() => ref.current?.setAttribute('data-hydrated', ''), []);
  return (
    <button ref={ref} onClick={() => setCount((n) => n + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

// Each test its own slice id: what a slice waited for is remembered for the page's lifetime.
function Page({ slice = 'below' }: { slice?: string }) {
  return (
    <main>
      <Counter label="top" />
      <HydrationSlice id={slice}>
        <Counter label="below" />
      </HydrationSlice>
    </main>
  );
}

describe('HydrationSlice', () => {
  it('renders its section at once when the page is rendered in the browser', () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'below 0' })).toBeInTheDocument();
  });

  function prerender(slice: string) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page slice={slice} />);
    document.body.append(container);
    return container;
  }

  it('keeps the prerendered section on screen while it waits, then hydrates it in place', async () => {
    const container = prerender('idle');
    const prerendered = screen.getByRole('button', { name: 'below 0' });

    beginHydration();
    await act(async () => {
      hydrateRoot(container, <Page slice="idle" />);
    });
    // The section above is live; the slice is still the server's markup.
    expect(screen.getByRole('button', { name: 'top 0' })).toHaveAttribute('data-hydrated');
    expect(screen.getByRole('button', { name: 'below 0' })).toBe(prerendered);
    expect(prerendered).not.toHaveAttribute('data-hydrated');

    // Idle (jsdom has no requestIdleCallback: a short timeout stands in): the slice hydrates,
    // keeping the very same element, and answers clicks.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(prerendered).toHaveAttribute('data-hydrated');
    await userEvent.click(prerendered);
    expect(prerendered).toHaveTextContent('below 1');
    container.remove();
  });

  it('hydrates every slice at the first tap, so that no click lands on dead markup', async () => {
    const container = prerender('tap');
    beginHydration();
    await act(async () => {
      hydrateRoot(container, <Page slice="tap" />);
    });
    const below = screen.getByRole('button', { name: 'below 0' });
    expect(below).not.toHaveAttribute('data-hydrated');
    await act(async () => {
      fireEvent.pointerDown(below);
    });
    expect(below).toHaveAttribute('data-hydrated');
    container.remove();
  });
});
