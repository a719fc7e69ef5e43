// @isolated: it mocks modules (vi.mock)
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchNotebook } from '@/data/notebooks/public';
import { fetchProjectFiles } from '@/data/project-files/public';
import { fetchProjectAt } from '@/data/projects/public';
import { OFFLINE_NOTICE } from '@/components/messages';
import { usePublicContent } from '@/data/public-content/store';
import { makeFile, makeProject } from '@/test-utils/fixtures';
import { render } from '@/test-utils/render';
import { NOTEBOOK_TEXT } from './messages';
import { NotebookPage } from './notebook-page';
import { ProjectDetailPage } from './project-detail-page';

vi.mock('@/data/image-renditions/public', () => ({ fetchImageRenditions: vi.fn(async () => ({})) }));
vi.mock('@/data/projects/public', () => ({
  fetchProjects: vi.fn(),
  fetchHomeProjects: vi.fn(),
  fetchProjectAt: vi.fn(),
}));
vi.mock('@/data/project-files/public', () => ({ fetchProjectFiles: vi.fn() }));
vi.mock('@/data/notebooks/public', () => ({ fetchNotebook: vi.fn() }));

const notebook = makeFile({
  id: 'nb1',
  name: 'Analysis notebook',
  description: 'Exploration of the weekly table.',
  file_type: 'application/x-ipynb+json',
  file_url: 'https://storage.example/o/analysis.ipynb?alt=media',
});

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function renderAt(route: string) {
  return render(
    <>
      <Routes>
        <Route path="/projects/:id" element={<ProjectDetailPage />} />
        <Route path="/projects/:id/notebooks/:fileId" element={<NotebookPage />} />
      </Routes>
      <Address />
    </>,
    { route },
  );
}

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.mocked(fetchProjectAt)
    .mockReset()
    .mockResolvedValue(makeProject({ id: 'p1' }));
  vi.mocked(fetchProjectFiles).mockReset().mockResolvedValue([notebook]);
  vi.mocked(fetchNotebook).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NotebookPage', () => {
  it('shows the rendered notebook under its name, titled with the project, with the download', async () => {
    vi.mocked(fetchNotebook).mockResolvedValue({
      kind: 'rendered',
      html: '<div class="nb-notebook"><div class="nb-prompt">In [3]:</div><pre>AUC 0.91</pre></div>',
      math: false,
      code: true,
    });
    renderAt('/projects/p1/notebooks/nb1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis notebook' })).toBeVisible();
    expect(screen.getByText('In [3]:')).toBeVisible();
    expect(document.title).toBe('Analysis notebook — Churn Predictor | Portfolio');
    const download = screen.getByRole('link', { name: 'Download .ipynb: Analysis notebook' });
    expect(download.getAttribute('aria-label')).toMatch(/^Download \.ipynb/);
    expect(download.textContent).toBe('Download .ipynb');
    expect(screen.getByRole('link', { name: 'Download .ipynb: Analysis notebook' })).toHaveAttribute(
      'href',
      notebook.file_url,
    );
    expect(screen.getByRole('link', { name: 'Back to Churn Predictor' })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
  });

  it('says a notebook over the size limit is too large, and keeps it downloadable', async () => {
    vi.mocked(fetchNotebook).mockResolvedValue({
      kind: 'too-large',
      bytes: 25 * 1024 * 1024,
      limit: 20 * 1024 * 1024,
    });
    renderAt('/projects/p1/notebooks/nb1');
    expect(await screen.findByText(NOTEBOOK_TEXT.tooLargeTitle)).toBeVisible();
    expect(screen.getByText(NOTEBOOK_TEXT.tooLarge('25 MB', '20 MB'))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download .ipynb: Analysis notebook' })).toBeVisible();
  });

  it('says a notebook whose file could not be read when publishing was not rendered, and keeps the download', async () => {
    vi.mocked(fetchNotebook).mockResolvedValue({ kind: 'unavailable' });
    renderAt('/projects/p1/notebooks/nb1');
    expect(await screen.findByText(NOTEBOOK_TEXT.unavailableTitle)).toBeVisible();
    expect(screen.getByText(NOTEBOOK_TEXT.unavailable)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Analysis notebook' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download .ipynb: Analysis notebook' })).toHaveAttribute(
      'href',
      notebook.file_url,
    );
  });

  it('says when the notebook has no page yet, and keeps the download', async () => {
    vi.mocked(fetchNotebook).mockResolvedValue(null);
    renderAt('/projects/p1/notebooks/nb1');
    expect(await screen.findByText(NOTEBOOK_TEXT.notPublishedTitle)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download .ipynb: Analysis notebook' })).toBeVisible();
  });

  it('answers not found for a file of the project that is not a notebook', async () => {
    vi.mocked(fetchNotebook).mockResolvedValue(null);
    vi.mocked(fetchProjectFiles).mockResolvedValue([
      { ...notebook, file_type: 'application/pdf', name: 'a.pdf', file_url: 'x.pdf' },
    ]);
    renderAt('/projects/p1/notebooks/nb1');
    expect(await screen.findByRole('heading', { level: 1, name: NOTEBOOK_TEXT.notFoundTitle })).toBeVisible();
    expect(document.title).toBe(NOTEBOOK_TEXT.notFoundMetaTitle);
  });

  it('offline, says so calmly instead of not found, and still leads back to the project', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(fetchNotebook).mockRejectedValue(new Error('unavailable'));
    vi.mocked(fetchProjectFiles).mockRejectedValue(new Error('unavailable'));
    renderAt('/projects/p1/notebooks/nb1');
    expect(await screen.findByText(OFFLINE_NOTICE.title)).toBeVisible();
    expect(screen.queryByRole('heading', { name: NOTEBOOK_TEXT.notFoundTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Churn Predictor' })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
  });

  it('offline before the project could be read, says so too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(fetchProjectAt).mockRejectedValue(new Error('unavailable'));
    renderAt('/projects/p1/notebooks/nb1');
    expect(await screen.findByText(OFFLINE_NOTICE.title)).toBeVisible();
    expect(screen.queryByRole('heading', { name: NOTEBOOK_TEXT.notFoundTitle })).not.toBeInTheDocument();
  });

  it('is linked from the notebook’s file card on the project page', async () => {
    renderAt('/projects/p1');
    const link = await screen.findByRole('link', { name: 'Read notebook: Analysis notebook' });
    expect(link).toHaveAttribute('href', '/projects/p1/notebooks/nb1');
    // Its name starts with the words it shows, so a speech user can say what they see.
    expect(link.getAttribute('aria-label')).toMatch(new RegExp(`^${link.textContent}`));
    expect(screen.getByRole('link', { name: 'View Analysis notebook (opens in a new tab)' })).toBeVisible();
  });

  it('moves on from an earlier address of the project to the notebook at its current one', async () => {
    vi.mocked(fetchProjectAt).mockResolvedValue(makeProject({ id: 'p1', slug: 'churn-predictor' }));
    vi.mocked(fetchNotebook).mockResolvedValue({
      kind: 'rendered',
      html: '<p>AUC 0.91</p>',
      math: false,
      code: false,
    });
    renderAt('/projects/p1/notebooks/nb1');
    expect(await screen.findByText('AUC 0.91')).toBeVisible();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/projects/churn-predictor/notebooks/nb1',
    );
    expect(fetchNotebook).toHaveBeenCalledWith('churn-predictor', 'nb1', 'p1');
    expect(fetchProjectFiles).toHaveBeenCalledWith('p1', undefined);
  });
});
