// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SitePublish } from '@/data/site-publish/model';
import { render } from '@/test-utils/render';
import { publishMessages as m } from './messages';
import { PublishControl } from './publish-control';

const data = vi.hoisted(() => ({
  publishes: null as ((p: SitePublish[]) => void) | null,
  changed: null as ((d: Date | null) => void) | null,
  publishSite: vi.fn(),
}));
vi.mock('@/data/site-publish/admin', () => ({
  subscribeRecentPublishes: (cb: (p: SitePublish[]) => void) => {
    data.publishes = cb;
    return () => undefined;
  },
  subscribeContentChangedAt: (cb: (d: Date | null) => void) => {
    data.changed = cb;
    return () => undefined;
  },
  publishSite: () => data.publishSite(),
}));

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const entry = (at: Date, byEmail = 'admin@example.com'): SitePublish => ({
  id: at.toISOString(),
  at,
  checkedAt: null,
  byEmail,
  pages: 9,
});

vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => {
  notifications.clean();
  data.publishSite.mockReset();
});

function show(publishes: SitePublish[], changedAt: Date | null) {
  render(<PublishControl />);
  act(() => {
    data.publishes?.(publishes);
    data.changed?.(changedAt);
  });
}

describe('PublishControl', () => {
  it('says when the site was published while the content has not changed since', () => {
    show([entry(minutesAgo(5))], minutesAgo(20));
    expect(screen.getByTestId('publish-status')).toHaveTextContent('Published 5 minutes ago');
  });

  it("says 'Unpublished changes' once content changed after the last publish", () => {
    show([entry(minutesAgo(30))], minutesAgo(2));
    expect(screen.getByTestId('publish-status')).toHaveTextContent(m.unpublishedChanges);
  });

  it("publishes and says 'Site published'", async () => {
    let finish: (v: unknown) => void = () => undefined;
    data.publishSite.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    show([], minutesAgo(1));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: m.publish }));
    // In progress: the button shows it and takes no second click.
    expect(screen.getByRole('button', { name: m.publishing })).toBeDisabled();
    await act(async () =>
      finish({
        status: 'published',
        pages: 9,
        removed: [],
        hash: 'h',
        skipped: [],
        partial: [],
        searchPages: 6,
      }),
    );
    expect(await screen.findByText(m.siteTitle)).toBeInTheDocument();
    expect(screen.getByText('9 pages are live; search finds 6 of them.')).toBeInTheDocument();
    expect(data.publishSite).toHaveBeenCalledTimes(1);
  });

  it('names the pages a publish left out, beside the pages that went live', async () => {
    data.publishSite.mockResolvedValue({
      status: 'published',
      pages: 8,
      removed: [],
      hash: 'h',
      skipped: [
        { path: '/projects/a%5Cb', reason: 'Refusing to prerender /projects/a%5Cb outside web/dist' },
      ],
      partial: [],
      searchPages: 5,
    });
    show([], minutesAgo(1));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: m.publish }));
    expect(await screen.findByText(m.siteMessage(8, 5))).toBeInTheDocument();
    expect(screen.getByText(m.skippedTitle)).toBeInTheDocument();
    expect(screen.getByText(m.skippedMessage(['/projects/a%5Cb']))).toBeInTheDocument();
  });

  it('names a page that went live without the notebook it could not render, and why', async () => {
    const partial = [{ path: '/projects/churn/notebooks/nb1', reason: 'Notebook download: HTTP 404' }];
    data.publishSite.mockResolvedValue({
      status: 'published',
      pages: 9,
      removed: [],
      hash: 'h',
      skipped: [],
      partial,
      searchPages: 6,
    });
    show([], minutesAgo(1));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: m.publish }));
    expect(await screen.findByText(m.siteMessage(9, 6))).toBeInTheDocument();
    expect(screen.getByText(m.partialTitle)).toBeInTheDocument();
    const message = screen.getByText(m.partialMessage(partial));
    expect(message).toHaveTextContent('/projects/churn/notebooks/nb1 (Notebook download: HTTP 404)');
    expect(screen.queryByText(m.skippedTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(m.failedTitle)).not.toBeInTheDocument();
  });

  it('says what failed', async () => {
    data.publishSite.mockRejectedValue(new Error('Hosting upload failed (500)'));
    show([], null);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: m.publish }));
    expect(await screen.findByText(m.failedTitle)).toBeInTheDocument();
    expect(screen.getByText('Hosting upload failed (500)')).toBeInTheDocument();
  });

  it('lists the last publishes with who and when', async () => {
    show([entry(minutesAgo(3), 'ada@example.com'), entry(minutesAgo(120), 'bob@example.com')], null);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: m.historyLabel }));
    expect(await screen.findByText('ada@example.com, 3 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('bob@example.com, 2 hours ago')).toBeInTheDocument();
  });
});
