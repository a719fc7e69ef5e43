// @isolated: it mocks modules (vi.mock)
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { DashboardPage } from './dashboard-page';
import { dashboardMessages as m } from './messages';

const COUNTS: Record<string, number> = {
  projects: 7,
  notes: 12,
  skills: 34,
  experience: 4,
  certifications: 5,
  contact_messages: 2,
};
// The late-schedule alert watches Firestore; its own test covers it.
vi.mock('@/data/schedules/admin', () => ({ useScheduledDocs: () => ({ status: 'success', items: [] }) }));

vi.mock('@/data/counts', () => ({
  countDocuments: async (name: string) => {
    if (name === 'services') throw new Error('unavailable');
    return COUNTS[name];
  },
}));

describe('DashboardPage', () => {
  it('shows each count with its Manage link; a failed count is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<DashboardPage />);
    const card = (name: string) => screen.getByRole('region', { name });
    expect(await within(card('Projects')).findByText('7')).toBeInTheDocument();
    expect(await within(card('Skills')).findByText('34')).toBeInTheDocument();
    expect(await within(card('Notes')).findByText('12')).toBeInTheDocument();
    expect(within(card('Notes')).getByRole('link', { name: m.manage })).toHaveAttribute(
      'href',
      '/admin/notes',
    );
    expect(await within(card('Messages')).findByText('2')).toBeInTheDocument();
    expect(await within(card('Services')).findByText(m.unavailable)).toBeInTheDocument();
    expect(within(card('Projects')).getByRole('link', { name: m.manage })).toHaveAttribute(
      'href',
      '/admin/projects',
    );
    expect(error).toHaveBeenCalledWith('Failed to count services', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
