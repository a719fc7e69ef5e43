// @isolated: it mocks modules (vi.mock)
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatisticsRange } from '@portfolio/model/statistics';
import { render } from '@/test-utils/render';
import { makeEmptyStatisticsSummary, makeStatisticsSummary } from '@/test-utils/statistics-fixtures';
import { statisticsMessages as m } from './messages';
import { StatisticsPage } from './statistics-page';

const fetchStatisticsSummary = vi.hoisted(() => vi.fn());
vi.mock('@/data/statistics/admin', () => ({ fetchStatisticsSummary }));

// Mantine renders slowly in jsdom on a busy two-core machine.
vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => {
  fetchStatisticsSummary.mockReset();
  fetchStatisticsSummary.mockImplementation(async (days: StatisticsRange) => makeStatisticsSummary(days));
});

describe('StatisticsPage', () => {
  it('shows the totals, the daily figures, the top pages with their ratings, referrers, devices, countries and languages', async () => {
    const summary = makeStatisticsSummary(7);
    render(<StatisticsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: m.loading })).toBeInTheDocument();

    const pages = await screen.findByRole('table', { name: m.pages.caption });
    expect(fetchStatisticsSummary).toHaveBeenCalledWith(7);
    expect(screen.getByText(/^Updated \d{1,2}:\d{2}/)).toBeInTheDocument();
    expect(screen.getByText(String(summary.totals.views))).toBeInTheDocument();
    expect(screen.getByText(String(summary.totals.visitors))).toBeInTheDocument();

    // The chart's figures, for a screen reader: one row a day.
    const daily = screen.getByRole('table', { name: m.chart.tableCaption });
    expect(within(daily).getAllByRole('row')).toHaveLength(1 + 7);
    const lastDay = summary.daily[6]!;
    expect(
      within(daily).getByRole('row', { name: `Thu, Mar 12 ${lastDay.views} ${lastDay.visitors}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Views and visitors per day from Mar 6 to Mar 12/ }),
    ).toBeInTheDocument();

    const home = within(pages).getByRole('row', { name: /^\/ / });
    expect(within(home).getByText('1.8 s')).toBeInTheDocument();
    expect(within(home).getByText('100 ms')).toBeInTheDocument();
    expect(within(home).getByText('0.01')).toBeInTheDocument();
    expect(within(home).getAllByText('Good')).toHaveLength(3);
    expect(within(home).queryByText(m.pages.fails)).not.toBeInTheDocument();

    // A page over any "good" threshold is marked in words, not by colour alone.
    const slow = within(pages).getByRole('row', { name: /^\/projects\/churn-prediction/ });
    expect(within(slow).getByText(m.pages.fails)).toBeInTheDocument();
    expect(within(slow).getByText('4 s')).toBeInTheDocument();
    expect(within(slow).getAllByText('Needs improvement')).toHaveLength(3);
    expect(within(pages).getAllByText(m.pages.fails)).toHaveLength(1);
    // A metric without samples says so.
    const note = within(pages).getByRole('row', { name: /time-series-forecasting/ });
    expect(within(note).getByText(m.pages.noData)).toBeInTheDocument();

    const referrers = screen.getByRole('table', { name: m.referrers.caption });
    expect(within(referrers).getByRole('rowheader', { name: 'google.com' })).toBeInTheDocument();
    const devices = screen.getByRole('table', { name: m.devices.caption });
    expect(
      within(devices)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Phone', 'Tablet', 'Desktop']);
    const countries = screen.getByRole('table', { name: m.countries.caption });
    expect(within(countries).getByRole('rowheader', { name: 'Germany' })).toBeInTheDocument();
    const languages = screen.getByRole('table', { name: m.languages.caption });
    expect(within(languages).getByRole('rowheader', { name: 'German' })).toBeInTheDocument();
  });

  it('asks again for the period chosen, and shows its figures', async () => {
    const user = userEvent.setup();
    render(<StatisticsPage />);
    await screen.findByRole('table', { name: m.pages.caption });
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    expect(fetchStatisticsSummary).toHaveBeenLastCalledWith(30);
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: m.chart.tableCaption })).getAllByRole('row'),
      ).toHaveLength(1 + 30),
    );
  });

  it('says when nothing was recorded in the period, and why visits may be missing', async () => {
    fetchStatisticsSummary.mockImplementation(async (days: StatisticsRange) =>
      makeEmptyStatisticsSummary(days),
    );
    render(<StatisticsPage />);
    expect(
      await screen.findByRole('heading', { name: 'No visits recorded in the last 7 days' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Do Not Track/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with Try again, which asks again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchStatisticsSummary.mockRejectedValueOnce(new Error('permission-denied'));
    const user = userEvent.setup();
    render(<StatisticsPage />);
    expect(await screen.findByText(m.loadFailed)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: m.tryAgain }));
    expect(await screen.findByRole('table', { name: m.pages.caption })).toBeInTheDocument();
    expect(screen.queryByText(m.loadFailed)).not.toBeInTheDocument();
    expect(fetchStatisticsSummary).toHaveBeenCalledTimes(2);
  });

  it('keeps the figures shown when a refresh fails, and says how old they are', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<StatisticsPage />);
    await screen.findByRole('table', { name: m.pages.caption });
    fetchStatisticsSummary.mockRejectedValueOnce(new Error('unavailable'));
    await user.click(screen.getByRole('button', { name: m.refresh }));
    expect(await screen.findByText(/could not be refreshed/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: m.pages.caption })).toBeInTheDocument();
  });
});
