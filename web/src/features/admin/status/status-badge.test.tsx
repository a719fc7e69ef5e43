import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { statusMessages as m } from './messages';
import { formatWhen } from './schedule';
import { StatusBadge } from './status-badge';

const NOW = new Date('2026-12-02T12:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('StatusBadge', () => {
  it('names drafts and published documents', () => {
    render(
      <>
        <StatusBadge status="draft" publish_at={null} />
        <StatusBadge status="published" publish_at={minutes(-60)} />
      </>,
    );
    expect(screen.getByText(m.choices.draft)).toBeInTheDocument();
    expect(screen.getByText(m.choices.published)).toBeInTheDocument();
  });

  it('gives a schedule its time in the admin zone', () => {
    render(<StatusBadge status="scheduled" publish_at={minutes(90)} />);
    const time = screen.getByText(m.badge.scheduled(formatWhen(minutes(90))));
    expect(time).toHaveAttribute('datetime', minutes(90).toISOString());
  });

  it('shows a late schedule as late, with why its run failed', () => {
    render(<StatusBadge status="scheduled" publish_at={minutes(-6)} schedule_error="Publish failed" />);
    expect(screen.getByText(m.badge.late(formatWhen(minutes(-6))))).toBeInTheDocument();
    expect(screen.getByText(m.late.error('Publish failed'))).toBeInTheDocument();
  });
});
