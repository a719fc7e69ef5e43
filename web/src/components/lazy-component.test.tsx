import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('renders in one pass once preloaded, without a loading fallback', async () => {
    const { LazyComponent, preload } = lazyComponent(() => Promise.resolve(Greeting));
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyComponent name="Ada" />
      </Suspense>,
    );
    // Synchronous: React.lazy would show the fallback first, even for a loaded module.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('loads its code once, however many times it is preloaded or rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { LazyComponent, preload } = lazyComponent(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyComponent name="Ada" />
      </Suspense>,
    );
    await preload();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline before its chunk was cached)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const { LazyComponent, preload } = lazyComponent<{ name: string }>(load);
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    render(<LazyComponent name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
