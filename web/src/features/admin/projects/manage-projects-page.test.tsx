// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { projectFilesAdmin as storedFiles } from '@/data/project-files/admin';
import type { ProjectFile } from '@/data/project-files/model';
import { projectsAdmin } from '@/data/projects/admin';
import type { Project } from '@/data/projects/model';
import type { FakeCollection } from '@/test-utils/fake-collection';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { undoWindow } from '@/features/admin/editing/undo-window';
import { projectMessages as m } from './messages';
import { ManageProjectsPage } from './manage-projects-page';

const project: Project = {
  id: 'p1',
  title: 'Churn model',
  description: 'Predicts churn.',
  image_url: '',
  tags: [],
  featured: false,
  category: 'data',
  code_url: '',
  live_url: '',
  created_at: new Date('2025-01-01'),
  status: 'published',
  publish_at: null,
};
const shot = (id: string, order_index: number): ProjectFile => ({
  id,
  project_id: 'p1',
  name: `${id}.png`,
  file_url: `https://example.com/${id}.png`,
  file_type: 'image/png',
  storage_path: '',
  order_index,
  created_at: null,
});

vi.mock('@/data/projects/admin', async () => ({
  projectsAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));
vi.mock('@/data/project-files/admin', () => ({
  projectFilesAdmin: { list: vi.fn(), reorder: vi.fn(), remove: vi.fn() },
}));
vi.mock('@/data/storage', () => ({
  isStorageAvailable: async () => false,
  uploadFile: vi.fn(),
}));
const stored = projectsAdmin as unknown as FakeCollection<Project>;
const files = storedFiles as unknown as { list: ReturnType<typeof vi.fn> };

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

beforeEach(() => {
  notifications.clean();
  stored.reset([project]);
  files.list.mockReset().mockResolvedValue([shot('b', 1), shot('a', 0)]);
});

vi.setConfig({ testTimeout: 20_000 });

describe('ManageProjectsPage', () => {
  it('opens a project in the shell form with its media in order, and Cancel goes back', async () => {
    const user = setupUser();
    render(<ManageProjectsPage />);
    await user.click(await screen.findByRole('button', { name: m.editNamed('Churn model') }));

    expect(await screen.findByRole('heading', { name: m.editTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: m.title })).toBeInTheDocument();
    const names = within(await screen.findByTestId('media-list'))
      .getAllByRole('textbox', { name: m.file.name })
      .map((i) => (i as HTMLInputElement).value);
    expect(names).toEqual(['a.png', 'b.png']);
    expect(files.list).toHaveBeenCalledWith('p1');

    await user.click(screen.getByRole('button', { name: m.cancel }));
    expect(await screen.findByRole('button', { name: m.addProject })).toBeInTheDocument();
  });

  it('deletes a project only after the undo window, and Undo keeps it', async () => {
    const short = undoWindow.ms;
    undoWindow.ms = 3000; // Long enough for a busy machine to reach Undo within it.
    const user = setupUser();
    render(<ManageProjectsPage />);
    await user.click(await screen.findByRole('button', { name: m.deleteNamed('Churn model') }));
    expect(screen.queryByText('Churn model')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Churn model')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stored.remove).not.toHaveBeenCalled();

    undoWindow.ms = short;
    await user.click(screen.getByRole('button', { name: m.deleteNamed('Churn model') }));
    await waitFor(() => expect(stored.remove).toHaveBeenCalledWith('p1'), { timeout: 5000 });
    expect(await screen.findByText(m.deleted)).toBeInTheDocument();
  });
});
