// @isolated: it mocks modules (vi.mock)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPublications } from '@/data/publications/public';
import { usePublicContent } from '@/data/public-content/store';
import { makePublication } from '@/test-utils/publication-fixtures';
import { render } from '@/test-utils/render';
import { PUBLICATIONS_TEXT } from './messages';
import { PublicationsPage } from './publications-page';

vi.mock('@/data/publications/public', () => ({
  fetchPublications: vi.fn(),
  fetchPublicationAt: vi.fn(),
}));

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

// Newest first, as the list is read (byPaperDate).
const papers = [
  makePublication({ id: 'kdd', slug: 'kdd-paper', title: 'Churn at Scale', type: 'conference', year: 2024 }),
  makePublication({
    id: 'graph',
    title: 'Graph Fraud',
    type: 'preprint',
    year: 2024,
    authors: ['Kim Lee', 'Alex Morgan'],
    owner_author: 1,
    more_authors: true,
    venue: '',
    doi: '',
    arxiv_id: '2402.05678',
    urls: { pdf: '', code: 'https://github.com/alex/graph', slides: '', video: '', poster: '' },
  }),
  makePublication({ id: 'thesis', title: 'Churn Thesis', type: 'thesis', year: 2019, venue: 'Uni' }),
];

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.mocked(fetchPublications).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const entry = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article')!;

describe('PublicationsPage', () => {
  it('lists the papers under a heading per year, newest first, each title linking to its page', async () => {
    vi.mocked(fetchPublications).mockResolvedValue(papers);
    render(<PublicationsPage />, { route: '/publications' });

    expect(await screen.findByRole('heading', { level: 2, name: '2024' })).toBeVisible();
    const years = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(years).toEqual(['2024', '2019']);
    const section2024 = screen.getByRole('region', { name: '2024' });
    expect(
      within(section2024)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Churn at Scale', 'Graph Fraud']);
    // The address, else the id.
    expect(screen.getByRole('link', { name: 'Churn at Scale' })).toHaveAttribute(
      'href',
      '/publications/kdd-paper',
    );
    expect(screen.getByRole('link', { name: 'Graph Fraud' })).toHaveAttribute('href', '/publications/graph');
  });

  it("emphasises the owner's name wherever it stands, adds 'et al.', and shows venue, type and links", async () => {
    vi.mocked(fetchPublications).mockResolvedValue(papers);
    render(<PublicationsPage />, { route: '/publications' });
    await screen.findByRole('heading', { level: 2, name: '2024' });

    const graph = entry('Graph Fraud');
    const owner = within(graph).getByText('Alex Morgan');
    expect(owner.tagName).toBe('STRONG');
    expect(within(graph).getByText('Kim Lee', { exact: false }).tagName).not.toBe('STRONG');
    expect(graph).toHaveTextContent('Kim Lee, Alex Morgan, et al.');
    expect(within(graph).getByText('Preprint')).toBeVisible();
    expect(within(graph).getByRole('link', { name: 'Code: Graph Fraud' })).toHaveAttribute(
      'href',
      'https://github.com/alex/graph',
    );
    expect(within(graph).getByRole('link', { name: 'arXiv: Graph Fraud' })).toHaveAttribute(
      'href',
      'https://arxiv.org/abs/2402.05678',
    );
    expect(within(graph).queryByRole('link', { name: /^DOI/ })).not.toBeInTheDocument();

    const kdd = entry('Churn at Scale');
    expect(kdd).toHaveTextContent('Proceedings of KDD 2024 · Aug 2024');
    expect(within(kdd).getByText('Alex Morgan').tagName).toBe('STRONG');
    expect(within(kdd).getByRole('link', { name: 'DOI: Churn at Scale' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1145/3637528.3671000',
    );
  });

  it('filters by the types present only, by keyboard too, and keeps the filter in the address', async () => {
    vi.mocked(fetchPublications).mockResolvedValue(papers);
    render(
      <>
        <PublicationsPage />
        <Address />
      </>,
      { route: '/publications' },
    );
    const list = await screen.findByRole('tablist', { name: PUBLICATIONS_TEXT.filterLabel });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All (3)', 'Conference papers (1)', 'Preprints (1)', 'Theses (1)']);

    await userEvent.click(screen.getByRole('tab', { name: 'Theses (1)' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Churn Thesis' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3, name: 'Churn at Scale' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2019' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: '2024' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/publications?type=thesis');

    // Arrow keys move along the tabs, as a tab list does.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Preprints (1)' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent('/publications?type=preprint'),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Graph Fraud' })).toBeVisible();
  });

  it('opens on the type the address names, and on every paper when it names none they have', async () => {
    vi.mocked(fetchPublications).mockResolvedValue(papers);
    const { unmount } = render(<PublicationsPage />, { route: '/publications?type=conference' });
    expect(await screen.findByRole('tab', { name: 'Conference papers (1)', selected: true })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3, name: 'Churn Thesis' })).not.toBeInTheDocument();
    unmount();

    render(<PublicationsPage />, { route: '/publications?type=talk' });
    expect(await screen.findByRole('tab', { name: 'All (3)', selected: true })).toBeVisible();
  });

  it('shows a title with markup as its characters, never as elements', async () => {
    const hostile = '<script>alert(1)</script><b>bold</b>';
    vi.mocked(fetchPublications).mockResolvedValue([
      makePublication({ title: hostile, authors: ['<img src=x onerror=alert(1)>'] }),
    ]);
    const { container } = render(<PublicationsPage />, { route: '/publications' });
    expect(await screen.findByRole('heading', { level: 3, name: hostile })).toBeVisible();
    expect(container.querySelector('script, b, img')).toBeNull();
  });

  it('says there are none, with no filter, when there is no paper', async () => {
    vi.mocked(fetchPublications).mockResolvedValue([]);
    render(<PublicationsPage />, { route: '/publications' });
    expect(await screen.findByText(PUBLICATIONS_TEXT.empty)).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load publications' and fetches again on 'Try Again'", async () => {
    vi.mocked(fetchPublications).mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue(papers);
    render(<PublicationsPage />, { route: '/publications' });
    expect(await screen.findByText(PUBLICATIONS_TEXT.loadError)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: PUBLICATIONS_TEXT.tryAgain }));
    expect(await screen.findByRole('heading', { level: 2, name: '2024' })).toBeVisible();
  });
});
