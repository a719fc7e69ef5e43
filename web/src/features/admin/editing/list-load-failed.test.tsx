import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { ListLoadFailed } from './list-load-failed';

describe('ListLoadFailed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the list failed and starts the page again when asked', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<ListLoadFailed title="Failed to fetch notes" retry="Reload the page" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch notes');
    await setupUser().click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
