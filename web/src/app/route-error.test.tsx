import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { RouteErrorBoundary } from './route-error';

function Page({ path }: { path: string }) {
  if (path === '/broken') throw new Error('chunk failed to load');
  return <h1>Page {path}</h1>;
}

const at = (path: string) => (
  <RouteErrorBoundary resetKey={path}>
    <Page path={path} />
  </RouteErrorBoundary>
);

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the error page for a page that fails, and leaves it behind on the next page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(at('/broken'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    rerender(at('/fine'));
    expect(screen.getByRole('heading', { name: 'Page /fine' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
