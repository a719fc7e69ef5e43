import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { NOT_FOUND_TEXT } from './messages';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the 404 texts, links home and logs the path once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    render(
      <StrictMode>
        <NotFoundPage />
      </StrictMode>,
      { route: '/no/such/page' },
    );
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(
      screen.getByText("Sorry, the page you are looking for doesn't exist or has been moved."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(NOT_FOUND_TEXT.log, '/no/such/page');
    expect(error).not.toHaveBeenCalled();
    expect(document.title).toBe(NOT_FOUND_TEXT.metaTitle);
    warn.mockRestore();
    error.mockRestore();
  });
});
