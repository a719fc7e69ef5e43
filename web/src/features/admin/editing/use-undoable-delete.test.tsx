// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectsAdmin } from '@/data/projects/admin';
import type { Project } from '@/data/projects/model';
import type { FakeCollection } from '@/test-utils/fake-collection';
import { ManageProjectsPage } from '@/features/admin/projects/manage-projects-page';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { undoWindow } from './use-undoable-delete';

// The projects page stands for every manager: they all delete through useUndoableDelete.
const projects: Project[] = [
  {
    id: 'p1',
    title: 'Churn model',
    description: 'Predicts churn.',
    image_url: '',
    tags: ['python'],
    featured: false,
    category: 'data',
    code_url: '#',
    live_url: '',
    created_at: new Date('2025-01-01'),
    status: 'published',
    publish_at: null,
  },
];

vi.mock('@/data/projects/admin', async () => ({
  projectsAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));
vi.mock('@/data/project-files/admin', async () => ({
  projectFilesAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));
const stored = projectsAdmin as unknown as FakeCollection<Project>;

const WINDOW = 400;
const original = undoWindow.ms;

beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  undoWindow.ms = WINDOW;
  stored.reset(projects);
});
afterEach(() => {
  undoWindow.ms = original;
});

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('undoable delete', () => {
  it('hides the item at once and Undo within the window keeps it: nothing is deleted', async () => {
    // Long enough for a slow machine to reach the Undo button within it.
    undoWindow.ms = 3000;
    const user = setupUser();
    render(<ManageProjectsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Churn model' }));
    expect(screen.queryByText('Churn model')).not.toBeInTheDocument();
    expect(screen.getByText('“Churn model” deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Churn model')).toBeInTheDocument();
    await sleep(3500);
    expect(stored.remove).not.toHaveBeenCalled();
    expect(screen.getByText('Churn model')).toBeInTheDocument();
    expect(screen.queryByText('Project deleted')).not.toBeInTheDocument();
  });

  it('deletes once the window has passed, with the success toast', async () => {
    // Long enough that a loaded machine gets from the click to the first check within it.
    undoWindow.ms = 1500;
    const user = setupUser();
    render(<ManageProjectsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Churn model' }));
    expect(stored.remove).not.toHaveBeenCalled();
    await waitFor(() => expect(stored.remove).toHaveBeenCalledWith('p1'));
    expect(stored.remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Project deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
  });

  it('brings the item back with the failure toast when the deletion fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stored.remove.mockRejectedValue(new Error('offline'));
    const user = setupUser();
    render(<ManageProjectsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Churn model' }));
    expect(await screen.findByText('Failed to delete project')).toBeInTheDocument();
    expect(screen.getByText('Churn model')).toBeInTheDocument();
  });

  it('deletes at once when the admin leaves the page', async () => {
    undoWindow.ms = 60_000;
    const user = setupUser();
    const view = render(<ManageProjectsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Churn model' }));
    expect(stored.remove).not.toHaveBeenCalled();
    view.unmount();
    expect(stored.remove).toHaveBeenCalledWith('p1');
  });

  it('deletes nothing when the tab closes within the window', async () => {
    undoWindow.ms = 60_000;
    const user = setupUser();
    render(<ManageProjectsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Churn model' }));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('beforeunload'));
    await sleep(50);
    expect(stored.remove).not.toHaveBeenCalled();
  });
});
