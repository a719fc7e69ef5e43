// @isolated: it mocks modules (vi.mock)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Citations } from '@portfolio/bibliography/styles';
import { fetchCitations } from '@/data/publications/citations';
import { fetchPublicationAt } from '@/data/publications/public';
import { usePublicContent } from '@/data/public-content/store';
import { makePublication } from '@/test-utils/publication-fixtures';
import { render } from '@/test-utils/render';
import { PAPER_TEXT } from './messages';
import { PublicationPage } from './publication-page';

vi.mock('@/data/publications/public', () => ({
  fetchPublications: vi.fn(),
  fetchPublicationAt: vi.fn(),
}));
vi.mock('@/data/publications/citations', () => ({ fetchCitations: vi.fn() }));

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPaper(address = 'calibrated') {
  return render(
    <>
      <Routes>
        <Route path="/publications/:address" element={<PublicationPage />} />
      </Routes>
      <Address />
    </>,
    { route: `/publications/${address}` },
  );
}

const HOSTILE = '<script>alert(1)</script> & {BERT}';
const citations: Citations = {
  bibtex: `@inproceedings{morgan2024,\n  title = {{${HOSTILE}}},\n}`,
  apa: `Morgan, A. (2024). ${HOSTILE}.`,
  ieee: `A. Morgan, “${HOSTILE},” 2024.`,
  chicago: `Morgan, Alex. 2024. “${HOSTILE}.”`,
  ris: `TY  - CONF\nTI  - ${HOSTILE}\nER  - `,
};

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.mocked(fetchPublicationAt).mockReset();
  vi.mocked(fetchCitations).mockReset().mockResolvedValue(citations);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  document.head.querySelectorAll('meta, script[type="application/ld+json"]').forEach((e) => e.remove());
});

describe('PublicationPage', () => {
  it('shows the paper: title, authors with the owner emphasised, venue and date, abstract, links, topics', async () => {
    vi.mocked(fetchPublicationAt).mockResolvedValue(
      makePublication({
        slug: 'calibrated',
        authors: ['Kim Lee', 'Alex Morgan', 'Ada Lovelace'],
        owner_author: 1,
        pdf_file_url: 'https://files.example/paper.pdf',
        urls: {
          pdf: 'https://elsewhere.example/x.pdf',
          code: '',
          slides: 'https://s.example',
          video: '',
          poster: '',
        },
      }),
    );
    renderPaper();
    expect(screen.getByText(PAPER_TEXT.loading)).toBeVisible();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Calibrated Uncertainty for Retail Demand Forecasting');
    expect(screen.getByText('Alex Morgan').tagName).toBe('STRONG');
    expect(screen.getByText('Proceedings of KDD 2024 · Aug 2024')).toBeVisible();
    expect(screen.getByRole('heading', { name: PAPER_TEXT.abstract })).toBeVisible();
    expect(screen.getByText('Quantile gradient boosting with conformal calibration.')).toBeVisible();
    expect(screen.getByText('forecasting')).toBeVisible();
    // The uploaded PDF comes before the link to one elsewhere.
    expect(screen.getByRole('link', { name: /^PDF:/ })).toHaveAttribute(
      'href',
      'https://files.example/paper.pdf',
    );
    expect(screen.getByRole('link', { name: /^Slides:/ })).toHaveAttribute('href', 'https://s.example');
    expect(document.title).toBe(PAPER_TEXT.metaTitle('Calibrated Uncertainty for Retail Demand Forecasting'));
  });

  it('puts the Scholar tags, authors in order, and the ScholarlyArticle in the head', async () => {
    vi.mocked(fetchPublicationAt).mockResolvedValue(
      makePublication({ slug: 'calibrated', authors: ['Kim Lee', 'Alex Morgan'] }),
    );
    renderPaper();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(
        [...document.head.querySelectorAll('meta[name="citation_author"]')].map((m) =>
          m.getAttribute('content'),
        ),
      ).toEqual(['Kim Lee', 'Alex Morgan']),
    );
    expect(document.head.querySelector('meta[name="citation_conference_title"]')).toHaveAttribute(
      'content',
      'Proceedings of KDD 2024',
    );
    const jsonLd = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd['@type']).toBe('ScholarlyArticle');
  });

  it('offers five citation styles in the Cite menu, shows each as text and copies it with one click', async () => {
    // jsdom lays nothing out, so the focus trap finds no visible element to focus and says so.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    vi.mocked(fetchPublicationAt).mockResolvedValue(makePublication({ slug: 'calibrated', title: HOSTILE }));
    renderPaper();
    await user.click(await screen.findByRole('button', { name: PAPER_TEXT.cite }));
    // The dropdown is still in its opening transition (hidden to the accessibility tree) in jsdom.
    const hidden = true;
    const dialog = await screen.findByRole('dialog', { hidden });
    const group = within(dialog).getByRole('group', { name: PAPER_TEXT.citeStyles, hidden });
    const styles = within(group).getAllByRole('button', { hidden });
    expect(styles.map((b) => b.textContent)).toEqual(['BibTeX', 'APA', 'IEEE', 'Chicago', 'RIS']);
    // BibTeX first, as text: the title's markup is characters in it, not elements.
    expect(dialog.querySelector('pre')!.textContent).toBe(citations.bibtex);
    expect(dialog.querySelector('pre script')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'APA', hidden }));
    expect(within(dialog).getByRole('button', { name: 'APA', hidden })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(dialog.querySelector('pre')!.textContent).toBe(citations.apa);

    await user.click(within(dialog).getByRole('button', { name: PAPER_TEXT.copyLabel('APA'), hidden }));
    expect(await within(dialog).findByRole('button', { name: PAPER_TEXT.copied, hidden })).toHaveTextContent(
      PAPER_TEXT.copied,
    );
    expect(within(dialog).getByRole('status', { hidden })).toHaveTextContent(PAPER_TEXT.copied);
    expect(await navigator.clipboard.readText()).toBe(citations.apa);

    await user.click(within(dialog).getByRole('button', { name: 'RIS', hidden }));
    expect(dialog.querySelector('pre')!.textContent).toBe(citations.ris);
  });

  it('shows no Cite menu when the last publish made no citations for it (added since)', async () => {
    vi.mocked(fetchCitations).mockResolvedValue(null);
    vi.mocked(fetchPublicationAt).mockResolvedValue(makePublication({ slug: 'calibrated' }));
    renderPaper();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(fetchCitations).toHaveBeenCalledWith('calibrated'));
    expect(screen.queryByRole('button', { name: PAPER_TEXT.cite })).not.toBeInTheDocument();
  });

  it('moves an earlier address on to the current one', async () => {
    vi.mocked(fetchPublicationAt).mockResolvedValue(makePublication({ id: 'pub-1', slug: 'calibrated' }));
    renderPaper('pub-1');
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent('/publications/calibrated'),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });

  it('says it does not exist at an unknown address', async () => {
    vi.mocked(fetchPublicationAt).mockResolvedValue(null);
    renderPaper('nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: PAPER_TEXT.notFoundTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: PAPER_TEXT.backToPublications })).toHaveAttribute(
      'href',
      '/publications',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
