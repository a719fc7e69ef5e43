// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notesAdmin } from '@/data/notes/admin';
import type { Note } from '@/data/notes/model';
import { projectsAdmin } from '@/data/projects/admin';
import type { Project } from '@/data/projects/model';
import { undoWindow } from '@/features/admin/editing/undo-window';
import type { FakeCollection } from '@/test-utils/fake-collection';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { ManageNotesPage } from './manage-notes-page';
import { noteMessages as m } from './messages';

vi.mock('@/data/notes/admin', async () => ({
  notesAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
  saveNote: vi.fn(),
  NoteSlugTakenError: class extends Error {},
}));
vi.mock('@/data/projects/admin', async () => ({
  projectsAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));
vi.mock('@/data/project-files/admin', async () => ({
  projectFilesAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));
vi.mock('@/data/storage', () => ({ isStorageAvailable: async () => false, uploadFile: vi.fn() }));

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
vi.setConfig({ testTimeout: 20_000 });

const stored = notesAdmin as unknown as FakeCollection<Note>;
const projects = projectsAdmin as unknown as FakeCollection<Pick<Project, 'id' | 'title'>>;

const note = (id: string, title: string, published_at: Date | null, tags: string[] = []): Note => ({
  id,
  title,
  summary: '',
  body: '',
  tags,
  image_url: '',
  published_at,
  project_id: 'p1',
  created_at: null,
  slug: id,
  old_slugs: [],
  status: 'published',
  publish_at: null,
});

beforeEach(() => {
  notifications.clean();
  // Stored in no particular order: the page sorts by publish date.
  stored.reset([
    note('old', 'Old thoughts', new Date(2024, 0, 5), ['R']),
    note('new', 'Fresh findings', new Date(2026, 2, 9), ['C++', 'time series']),
    note('mid', 'Midway', new Date(2025, 6, 1)),
  ]);
  projects.reset([{ id: 'p1', title: 'Sensor Logger' }]);
});

describe('ManageNotesPage', () => {
  it('lists the notes newest first by publish date, with their date and tags', async () => {
    render(<ManageNotesPage />);
    await screen.findByText('Fresh findings');
    const rows = screen.getAllByTestId('note-row');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Fresh findings',
      'Midway',
      'Old thoughts',
    ]);
    expect(within(rows[0]!).getByText('9 Mar 2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('C++')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('time series')).toBeInTheDocument();
  });

  it('opens a note in the form with its project chosen, and Cancel goes back', async () => {
    const user = setupUser();
    render(<ManageNotesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Midway' }));
    expect(await screen.findByRole('heading', { name: m.editTitle })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Midway');
    expect(screen.getByRole('combobox', { name: m.fields.project })).toHaveValue('Sensor Logger');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: m.addButton })).toBeInTheDocument();
  });

  it('deletes a note only after the undo window, and Undo keeps it', async () => {
    const short = undoWindow.ms;
    undoWindow.ms = 3000; // Long enough for a busy machine to reach Undo within it.
    const user = setupUser();
    render(<ManageNotesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Midway' }));
    expect(screen.queryByText('Midway')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Midway')).toBeInTheDocument();
    expect(stored.remove).not.toHaveBeenCalled();

    undoWindow.ms = short;
    await user.click(screen.getByRole('button', { name: 'Delete Midway' }));
    await waitFor(() => expect(stored.remove).toHaveBeenCalledWith('mid'), { timeout: 5000 });
    expect(await screen.findByText(m.deleted)).toBeInTheDocument();
  });

  it('says when there is no note yet', async () => {
    stored.reset([]);
    render(<ManageNotesPage />);
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
  });
});
