// @isolated: it mocks modules (vi.mock)
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SERVICES, PROCESS_STEPS, SERVICE_SECTIONS } from '@/config/services-content';
import { publicQueries } from '@/data/public-content/queries';
import { usePublicContent } from '@/data/public-content/store';
import type { Service } from '@/data/services/model';
import { fetchServices } from '@/data/services/public';
import { render } from '@/test-utils/render';
import { SERVICES_TEXT } from './messages';
import { ServicesPage } from './services-page';

vi.mock('@/data/services/public', () => ({ fetchServices: vi.fn() }));

const stored: Service[] = [
  { id: 'a', title: 'Churn Audits', description: 'Second', icon: 'brain', category: 'data', order_index: 2 },
  {
    id: 'b',
    title: 'Play Store Launch',
    description: 'Ship',
    icon: 'rocket',
    category: 'android',
    order_index: 3,
  },
  {
    id: 'c',
    title: 'Forecast Sprints',
    description: 'First',
    icon: 'unicorn',
    category: 'data',
    order_index: 1,
  },
];

const titlesIn = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

const defaultTitles = (category: 'data' | 'android') =>
  DEFAULT_SERVICES.filter((s) => s.category === category).map((s) => s.title);

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ServicesPage', () => {
  it("shows the stored services in their sections by order, then 'My Process' and 'Contact Me Now'", async () => {
    vi.mocked(fetchServices).mockResolvedValue(stored);
    render(<ServicesPage />);
    await screen.findByText('Churn Audits');
    expect(titlesIn(SERVICE_SECTIONS.data.title)).toEqual(['Forecast Sprints', 'Churn Audits']);
    expect(titlesIn(SERVICE_SECTIONS.android.title)).toEqual(['Play Store Launch']);
    expect(screen.queryByText(DEFAULT_SERVICES[0]!.title)).not.toBeInTheDocument();
    expect(titlesIn(SERVICES_TEXT.process)).toEqual(PROCESS_STEPS.map((s) => s.title));
    expect(screen.getByRole('link', { name: SERVICES_TEXT.contactMeNow })).toHaveAttribute(
      'href',
      '/contact',
    );
    // A name the site has no picture for still gets one.
    const card = screen.getByText('Forecast Sprints').closest('li')!;
    expect(card.querySelector('svg')?.getAttribute('class')).toContain('tabler-icon-briefcase');
  });

  it('shows the built-in services while the collection is empty', async () => {
    vi.mocked(fetchServices).mockResolvedValue([]);
    render(<ServicesPage />);
    await screen.findByText(DEFAULT_SERVICES[0]!.title);
    expect(titlesIn(SERVICE_SECTIONS.data.title)).toEqual(defaultTitles('data'));
    expect(titlesIn(SERVICE_SECTIONS.android.title)).toEqual(defaultTitles('android'));
  });

  it('shows the built-in services when the read fails and nothing is cached', async () => {
    vi.mocked(fetchServices).mockRejectedValue(new Error('permission-denied'));
    render(<ServicesPage />);
    await screen.findByText(DEFAULT_SERVICES[0]!.title, {}, { timeout: 5000 });
    expect(titlesIn(SERVICE_SECTIONS.android.title)).toEqual(defaultTitles('android'));
  });

  it('keeps the cached services when the refresh fails', async () => {
    usePublicContent.getState().put(publicQueries.services.key, stored);
    vi.mocked(fetchServices).mockRejectedValue(new Error('offline'));
    render(<ServicesPage />);
    expect(screen.getByText('Play Store Launch')).toBeVisible();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('Play Store Launch')).toBeVisible();
    expect(screen.queryByText(DEFAULT_SERVICES[0]!.title)).not.toBeInTheDocument();
  });
});
