import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { NOT_FOUND_TEXT } from './messages';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the 404 texts, links home and logs the path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<NotFoundPage />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(
      screen.getByText("Sorry, the page you are looking for doesn't exist or has been moved."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(NOT_FOUND_TEXT.log, '/no/such/page');
    expect(document.title).toBe(NOT_FOUND_TEXT.metaTitle);
    error.mockRestore();
  });
});
