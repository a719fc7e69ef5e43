// @isolated: it mocks modules (vi.mock)
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledDoc } from '@/data/schedules/admin';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { LateScheduleAlert, LateScheduleIndicator } from './late-schedules';
import { statusMessages } from './messages';
import { formatWhen } from './schedule';
import { CLOCK_TICK_MS } from './use-now';

const m = statusMessages.late;
const data = vi.hoisted(() => ({ items: [] as ScheduledDoc[] }));
vi.mock('@/data/schedules/admin', () => ({
  useScheduledDocs: () => ({ status: 'success', items: data.items }),
}));

const NOW = new Date('2026-12-02T12:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const note = (over: Partial<ScheduledDoc> = {}): ScheduledDoc => ({
  kind: 'notes',
  id: 'n1',
  title: 'Sensor notes',
  status: 'scheduled',
  publish_at: minutes(-4),
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the late-schedule alert', () => {
  it('stays away while a schedule is within its five minutes, then names it once it is late', () => {
    data.items = [note()];
    render(<LateScheduleAlert />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2 * 60_000 + CLOCK_TICK_MS));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(m.item('Sensor notes', formatWhen(minutes(-4))));
    expect(within(alert).getByRole('link', { name: m.openNamed('Sensor notes') })).toHaveAttribute(
      'href',
      '/admin/notes?edit=n1',
    );
  });

  it('says why a failed run failed', () => {
    data.items = [note({ publish_at: minutes(-30), schedule_error: 'Publish failed: quota' })];
    render(<LateScheduleAlert />);
    expect(screen.getByRole('alert')).toHaveTextContent(m.error('Publish failed: quota'));
  });

  it('leaves once the admin acts and the document is no longer scheduled', () => {
    data.items = [note({ publish_at: minutes(-30) })];
    const { rerender } = render(<LateScheduleAlert />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    data.items = [];
    rerender(<LateScheduleAlert />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts late schedules in the header and lists them on demand', async () => {
    vi.useRealTimers();
    data.items = [
      note({ publish_at: new Date(Date.now() - 10 * 60_000) }),
      note({
        kind: 'projects',
        id: 'p1',
        title: 'Crop model',
        publish_at: new Date(Date.now() - 60 * 60_000),
      }),
      note({ kind: 'publications', id: 'x', title: 'Not yet', publish_at: new Date(Date.now() + 60_000) }),
    ];
    render(<LateScheduleIndicator />);
    const button = screen.getByRole('button', { name: m.headerLabel(2) });
    await setupUser().click(button);
    // Mantine's transition leaves the dropdown hidden to jsdom, as in the other menus' tests.
    const list = await screen.findByRole('alert', { hidden: true });
    expect(within(list).getByRole('link', { name: m.openNamed('Crop model'), hidden: true })).toHaveAttribute(
      'href',
      '/admin/projects?edit=p1',
    );
    expect(
      within(list).getByRole('link', { name: m.openNamed('Sensor notes'), hidden: true }),
    ).toBeInTheDocument();
    expect(list).not.toHaveTextContent('Not yet');
  });
});
