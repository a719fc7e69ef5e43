// @isolated: it mocks modules (vi.mock)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePublicContent } from '@/data/public-content/store';
import { fetchProjects } from '@/data/projects/public';
import { makeProject } from '@/test-utils/fixtures';
import { render } from '@/test-utils/render';
import { PROJECTS_TEXT } from './messages';
import { ProjectsPage } from './projects-page';

// No image has renditions here; the real read would go to an emulator these tests do not start.
vi.mock('@/data/image-renditions/public', () => ({ fetchImageRenditions: vi.fn(async () => ({})) }));
vi.mock('@/data/projects/public', () => ({
  fetchProjects: vi.fn(),
  fetchHomeProjects: vi.fn(),
  fetchProject: vi.fn(),
}));

const projects = [
  makeProject({ id: 'a', title: 'Churn Model', category: 'data' }),
  makeProject({ id: 'b', title: 'Weather App', category: 'android', code_url: '#', live_url: '' }),
  makeProject({ id: 'c', title: 'Sales Forecast', category: 'data' }),
];

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.mocked(fetchProjects).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ProjectsPage', () => {
  it('shows the tabs with their counts and filters the cards by category', async () => {
    vi.mocked(fetchProjects).mockResolvedValue(projects);
    render(<ProjectsPage />, { route: '/projects' });

    expect(await screen.findByRole('tab', { name: 'All Projects (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Data Science (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: PROJECTS_TEXT.title })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Android Apps (1)' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Weather App' })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Churn Model' })).not.toBeInTheDocument();
    // '#' and empty URLs give no GitHub or 'Live Demo' link.
    expect(within(panel).queryByRole('link', { name: /GitHub/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Live Demo/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/projects/b');
  });

  it('shows the three empty messages when there is no project', async () => {
    vi.mocked(fetchProjects).mockResolvedValue([]);
    render(<ProjectsPage />, { route: '/projects' });
    expect(await screen.findByText(PROJECTS_TEXT.empty.all)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Data Science (0)' }));
    expect(screen.getByText(PROJECTS_TEXT.empty.data)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Android Apps (0)' }));
    expect(screen.getByText(PROJECTS_TEXT.empty.android)).toBeVisible();
  });

  it("shows 'Failed to load projects' and fetches again on 'Try Again'", async () => {
    vi.mocked(fetchProjects).mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue(projects);
    render(<ProjectsPage />, { route: '/projects' });

    expect(await screen.findByText(PROJECTS_TEXT.loadError)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: PROJECTS_TEXT.tryAgain }));
    expect(await screen.findByRole('tab', { name: 'All Projects (3)' })).toBeInTheDocument();
    expect(screen.queryByText(PROJECTS_TEXT.loadError)).not.toBeInTheDocument();
    await waitFor(() => expect(fetchProjects).toHaveBeenCalledTimes(2));
  });
});
