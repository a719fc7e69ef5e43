// @isolated: it mocks modules (vi.mock)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProjectFiles } from '@/data/project-files/public';
import { fetchProjectAt } from '@/data/projects/public';
import { usePublicContent } from '@/data/public-content/store';
import { makeFile, makeProject } from '@/test-utils/fixtures';
import { render } from '@/test-utils/render';
import { DETAIL_TEXT, VIEWER_TEXT } from './messages';
import { ProjectDetailPage } from './project-detail-page';

// No image has renditions here; the real read would go to an emulator these tests do not start.
vi.mock('@/data/image-renditions/public', () => ({ fetchImageRenditions: vi.fn(async () => ({})) }));
vi.mock('@/data/projects/public', () => ({
  fetchProjects: vi.fn(),
  fetchHomeProjects: vi.fn(),
  fetchProjectAt: vi.fn(),
}));
vi.mock('@/data/project-files/public', () => ({ fetchProjectFiles: vi.fn() }));

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.hash}`}</output>;
}

function renderDetail(id = 'p1') {
  return render(
    <>
      <Routes>
        <Route path="/projects/:id" element={<ProjectDetailPage />} />
      </Routes>
      <Address />
    </>,
    { route: `/projects/${id}` },
  );
}

const files = [
  makeFile({ id: 'm1', name: 'Home screen', file_type: 'image/png', file_url: '/demo/a.png' }),
  makeFile({ id: 'm2', name: 'Demo video', file_type: 'video/mp4', file_url: '/demo/b.mp4' }),
  makeFile({ id: 'm3', name: 'Settings', file_type: 'image/webp', file_url: '/demo/c.webp' }),
  makeFile({ id: 'd1', name: 'Report', file_type: 'application/pdf', file_url: '/demo/report.pdf' }),
  makeFile({ id: 'd2', name: 'weather.apk', file_type: 'application/octet-stream', file_url: '/demo/w.apk' }),
];

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.mocked(fetchProjectAt).mockReset();
  vi.mocked(fetchProjectFiles).mockReset().mockResolvedValue([]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ProjectDetailPage', () => {
  it("says 'Loading project details...' first, then shows the project with its links", async () => {
    vi.mocked(fetchProjectAt).mockResolvedValue(makeProject({ tags: ['Python', 'XGBoost'] }));
    renderDetail();
    expect(screen.getByText(DETAIL_TEXT.loading)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Churn Predictor' })).toBeVisible();
    expect(screen.getByRole('heading', { name: DETAIL_TEXT.technologies })).toBeVisible();
    expect(screen.getByText('XGBoost')).toBeVisible();
    expect(screen.getByRole('link', { name: /Live Demo/ })).toHaveAttribute(
      'href',
      'https://example.com/churn',
    );
    expect(screen.getByRole('link', { name: /Source Code/ })).toHaveAttribute('target', '_blank');
  });

  it('waits for the files too, so the gallery never pushes the shown page down', async () => {
    vi.mocked(fetchProjectAt).mockResolvedValue(makeProject());
    let resolveFiles: (value: typeof files) => void = () => {};
    vi.mocked(fetchProjectFiles).mockReturnValue(new Promise((resolve) => (resolveFiles = resolve)));
    renderDetail();
    await waitFor(() => expect(fetchProjectAt).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText(DETAIL_TEXT.loading)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    resolveFiles(files);
    expect(await screen.findByRole('heading', { level: 1, name: 'Churn Predictor' })).toBeVisible();
    expect(screen.getByRole('heading', { name: DETAIL_TEXT.mediaGallery })).toBeVisible();
  });

  it('shows the project without files when the files fail to load', async () => {
    vi.mocked(fetchProjectAt).mockResolvedValue(makeProject());
    vi.mocked(fetchProjectFiles).mockRejectedValue(new Error('unavailable'));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Churn Predictor' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: DETAIL_TEXT.mediaGallery })).not.toBeInTheDocument();
  });

  it("hides 'Live Demo' and 'Source Code' when the URLs are missing or '#'", async () => {
    vi.mocked(fetchProjectAt).mockResolvedValue(makeProject({ live_url: '#', code_url: '' }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Live Demo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Source Code/ })).not.toBeInTheDocument();
  });

  it('shows the not-found state for a missing project', async () => {
    vi.mocked(fetchProjectAt).mockResolvedValue(null);
    renderDetail('nope');
    expect(await screen.findByRole('heading', { name: DETAIL_TEXT.notFoundTitle })).toBeVisible();
    expect(screen.getByText(DETAIL_TEXT.notFoundBody)).toBeVisible();
    expect(screen.getByRole('link', { name: DETAIL_TEXT.backToProjects })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it("toasts 'Error' / 'Failed to load project details' and ends as not found on a failed load", async () => {
    vi.mocked(fetchProjectAt).mockRejectedValue(new Error('permission-denied'));
    renderDetail();
    expect(await screen.findByText(DETAIL_TEXT.errorMessage)).toBeVisible();
    expect(screen.getByText(DETAIL_TEXT.errorTitle)).toBeVisible();
    expect(screen.getByRole('heading', { name: DETAIL_TEXT.notFoundTitle })).toBeVisible();
  });

  it('splits media from files, labels files by kind and opens them in a new tab', async () => {
    vi.mocked(fetchProjectAt).mockResolvedValue(makeProject());
    vi.mocked(fetchProjectFiles).mockResolvedValue(files);
    renderDetail();
    const gallery = (await screen.findByRole('heading', { name: DETAIL_TEXT.mediaGallery })).closest(
      'section',
    )!;
    // Each tile is named by its visible text (kind, then name), so voice users can say what they see.
    const tiles = within(gallery).getAllByRole('button');
    expect(tiles).toHaveLength(3);
    expect(tiles[0]).toHaveAccessibleName(/^IMAGE Home screen/);
    expect(within(gallery).getAllByText('IMAGE')).toHaveLength(2);
    expect(within(gallery).getByText('VIDEO')).toBeVisible();

    const filesSection = screen.getByRole('heading', { name: DETAIL_TEXT.projectFiles }).closest('section')!;
    expect(within(filesSection).getByText('PDF')).toBeVisible();
    expect(within(filesSection).getByText('APK')).toBeVisible();
    const view = within(filesSection).getByRole('link', { name: /View Report/ });
    expect(view).toHaveTextContent(DETAIL_TEXT.view);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('href', '/demo/report.pdf');
  });

  it('opens the viewer with n of total, navigates with arrows and buttons, closes with Escape', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchProjectAt).mockResolvedValue(makeProject());
    vi.mocked(fetchProjectFiles).mockResolvedValue(files);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: /^IMAGE Home screen/ }));

    const dialog = await screen.findByRole('dialog', { name: VIEWER_TEXT.label });
    // The viewer fades in: in the DOM first, visible once its transition has run.
    await waitFor(() => expect(within(dialog).getByText('1 of 3')).toBeVisible());
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('1 of 3')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 of 3')).toBeVisible();
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveProperty('autoplay', true);

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('3 of 3')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('3 of 3')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/demo/c.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText('2 of 3')).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves an old address (the document id or an earlier slug) on to the current one', async () => {
    vi.mocked(fetchProjectAt).mockResolvedValue(makeProject({ id: 'p1', slug: 'churn-predictor' }));
    renderDetail('p1#case-study-title');
    expect(await screen.findByRole('heading', { level: 1, name: 'Churn Predictor' })).toBeVisible();
    expect(screen.getByLabelText('address')).toHaveTextContent('/projects/churn-predictor#case-study-title');
    // Read on the browser's own client (no other client passed in).
    expect(fetchProjectAt).toHaveBeenCalledWith('p1', undefined);
    expect(fetchProjectAt).toHaveBeenCalledWith('churn-predictor', undefined);
  });

  it('stays at the current address without asking again', async () => {
    vi.mocked(fetchProjectAt).mockResolvedValue(makeProject({ id: 'p1', slug: 'churn-predictor' }));
    renderDetail('churn-predictor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Churn Predictor' })).toBeVisible();
    expect(screen.getByLabelText('address')).toHaveTextContent('/projects/churn-predictor');
    expect(fetchProjectAt).toHaveBeenCalledTimes(1);
  });
});
