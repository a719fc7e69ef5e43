// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTE_LIMITS } from '@portfolio/model/limits';
import { NOTE_MESSAGES } from '@portfolio/model/notes';
import type { Note } from '@/data/notes/model';
import { projectFilesAdmin } from '@/data/project-files/admin';
import type { ProjectFile } from '@/data/project-files/model';
import type { FakeCollection } from '@/test-utils/fake-collection';
import { unsavedStore } from '@/features/admin/editing/unsaved-changes';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { statusMessages as s } from '@/features/admin/status/messages';
import { localTimeZone } from '@/lib/local-datetime';
import { noteMessages as m } from './messages';
import { NoteForm } from './note-form';

const data = vi.hoisted(() => ({ saveNote: vi.fn(), TakenError: class extends Error {} }));
vi.mock('@/data/notes/admin', () => ({ saveNote: data.saveNote, NoteSlugTakenError: data.TakenError }));
vi.mock('@/data/storage', () => ({ isStorageAvailable: async () => false, uploadFile: vi.fn() }));
vi.mock('@/data/project-files/admin', async () => ({
  projectFilesAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
}));

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// A big form on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const projectFiles = projectFilesAdmin as unknown as FakeCollection<ProjectFile>;
const shot: ProjectFile = {
  id: 'f1',
  project_id: 'p1',
  name: 'Live plot',
  file_url: 'https://example.com/plot.webp',
  file_type: 'image/webp',
  storage_path: '',
  order_index: 0,
  created_at: null,
};

beforeEach(() => {
  notifications.clean();
  projectFiles.reset([]);
  data.saveNote.mockReset().mockResolvedValue('new-note');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => unsavedStore.setState({ forms: {}, pending: null }));

const PROJECTS = [{ id: 'p1', title: 'Sensor Logger' }];
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const tagsInput = () => screen.getByRole('textbox', { name: m.columns.tags });
const addButton = () => screen.getByRole('button', { name: 'Add' });

const stored: Note = {
  id: 'n1',
  title: 'Sensor week',
  summary: 'What I learned.',
  body: 'x'.repeat(NOTE_LIMITS.body + 1),
  tags: ['Kotlin'],
  image_url: '',
  published_at: new Date(2026, 2, 9),
  project_id: 'p1',
  created_at: new Date(2026, 2, 9),
  slug: 'sensor-week',
  old_slugs: [],
  status: 'published',
  publish_at: null,
};

function renderForm(note: Note | null = null, onSaved = vi.fn()) {
  render(<NoteForm note={note} projects={PROJECTS} onSaved={onSaved} onCancel={vi.fn()} />);
  return onSaved;
}

describe('NoteForm', () => {
  it('needs a title, and saves nothing without one', async () => {
    const user = setupUser();
    renderForm();
    await user.fill(field(m.fields.title), '   ');
    await user.click(addButton());
    expect(await screen.findByText(m.titleRequired)).toBeInTheDocument();
    expect(data.saveNote).not.toHaveBeenCalled();
  });

  it('saves a new note with the address its title gives, published today at midnight', async () => {
    const user = setupUser();
    const onSaved = renderForm();
    await user.fill(field(m.fields.title), 'Fourier features, in practice');
    expect(field(m.fields.slug)).toHaveValue('fourier-features-in-practice');
    await user.fill(field(m.fields.summary), 'Short.');
    expect(screen.getByText(/6 \/ 500 characters/)).toBeInTheDocument();
    await user.fill(field(m.fields.body), '$x^2$');
    await user.fill(tagsInput(), 'C++,');
    await user.click(addButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const today = new Date();
    expect(data.saveNote).toHaveBeenCalledWith(
      undefined,
      expect.objectContaining({
        title: 'Fourier features, in practice',
        slug: 'fourier-features-in-practice',
        summary: 'Short.',
        body: '$x^2$',
        tags: ['C++'],
        project_id: '',
        published_at: new Date(today.getFullYear(), today.getMonth(), today.getDate()),
      }),
      { slug: undefined, old_slugs: [] },
    );
    expect(await screen.findByText(m.added)).toBeInTheDocument();
  });

  it('refuses a tag with markup, naming what a tag may hold', async () => {
    const user = setupUser();
    renderForm();
    await user.fill(field(m.fields.title), 'Tags');
    await user.fill(tagsInput(), '<b>bold</b>,');
    expect(await screen.findByText(NOTE_MESSAGES.tag)).toBeInTheDocument();
    await user.click(addButton());
    expect(data.saveNote).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove tag <b>bold</b>' }));
    await waitFor(() => expect(screen.queryByText(NOTE_MESSAGES.tag)).not.toBeInTheDocument());
  });

  it('refuses a body over the limit, and keeps it for the admin to shorten', async () => {
    const user = setupUser();
    renderForm(stored);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(NOTE_MESSAGES.bodyTooLong)).toBeInTheDocument();
    expect(data.saveNote).not.toHaveBeenCalled();

    fireEvent.change(field(m.fields.body), { target: { value: 'Short now.' } });
    await waitFor(() => expect(screen.queryByText(NOTE_MESSAGES.bodyTooLong)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(data.saveNote).toHaveBeenCalledWith(
        'n1',
        expect.objectContaining({ body: 'Short now.', project_id: 'p1', tags: ['Kotlin'] }),
        { slug: 'sensor-week', old_slugs: [] },
      ),
    );
  });

  it("says an address is another note's, next to the field", async () => {
    data.saveNote.mockRejectedValue(new data.TakenError('taken'));
    const user = setupUser();
    const onSaved = renderForm();
    await user.fill(field(m.fields.title), 'Sensor week');
    await user.click(addButton());
    expect(await screen.findAllByText(m.slugTaken)).toHaveLength(2); // the field and the toast
    expect(field(m.fields.slug)).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the save fails, and a second try saves it', async () => {
    data.saveNote.mockRejectedValueOnce(new Error('unavailable'));
    const user = setupUser();
    const onSaved = renderForm();
    await user.fill(field(m.fields.title), 'Offline thoughts');
    await user.fill(field(m.fields.summary), 'Typed on a train.');
    await user.fill(field(m.fields.body), '```ts\nconst x = 1;\n```');
    await user.fill(tagsInput(), 'TypeScript,');
    await user.click(addButton());

    expect(await screen.findByText(m.saveFailed)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(field(m.fields.title)).toHaveValue('Offline thoughts');
    expect(field(m.fields.summary)).toHaveValue('Typed on a train.');
    expect(field(m.fields.body)).toHaveValue('```ts\nconst x = 1;\n```');
    expect(screen.getByText('TypeScript')).toBeInTheDocument();

    await user.click(addButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("offers the cover and the project's images to put into the text", async () => {
    projectFiles.reset([shot, { ...shot, id: 'f2', name: 'Source', file_type: 'application/zip' }]);
    const user = setupUser();
    renderForm({ ...stored, body: 'Intro', image_url: 'https://example.com/cover.webp' });
    await user.click(field(m.fields.body)); // the image goes where the cursor is: after the text
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    // The menu is still in its opening transition (hidden to the accessibility tree) in jsdom.
    const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
    expect(await item(m.fields.coverImage)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Source', hidden: true })).not.toBeInTheDocument();
    await user.click(await item('Live plot'));
    expect(field(m.fields.body)).toHaveValue('Intro\n\n![Live plot](https://example.com/plot.webp)\n');
  });

  it('guards the edits against leaving until they are saved, naming the changed fields', async () => {
    const user = setupUser();
    const onSaved = renderForm({ ...stored, body: 'Short.' });
    expect(unsavedStore.getState().forms).toEqual({});
    await user.fill(field(m.fields.summary), ' And more.');
    await user.fill(tagsInput(), 'R,');
    await waitFor(() =>
      expect(Object.values(unsavedStore.getState().forms)).toEqual([
        { form: m.editTitle, fields: [m.fields.summary, m.columns.tags] },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(unsavedStore.getState().forms).toEqual({});
  });
});

describe('NoteForm status', () => {
  it('saves a draft as a draft', async () => {
    const user = setupUser();
    renderForm();
    await user.fill(field(m.fields.title), 'Half written');
    await user.click(screen.getByRole('radio', { name: s.choices.draft }));
    await user.click(addButton());
    await waitFor(() => expect(data.saveNote).toHaveBeenCalled());
    expect(data.saveNote.mock.calls[0]![1]).toMatchObject({ status: 'draft' });
  });

  it('asks for the time of a schedule, in the admin zone, and stores the instant typed', async () => {
    const user = setupUser();
    renderForm();
    await user.fill(field(m.fields.title), 'Next week');
    await user.click(screen.getByRole('radio', { name: s.choices.scheduled }));
    await user.click(addButton());
    expect(await screen.findByText(s.timeRequired)).toBeInTheDocument();
    expect(data.saveNote).not.toHaveBeenCalled();

    const time = screen.getByLabelText(new RegExp(`^Time \\(${localTimeZone()}\\)`));
    fireEvent.change(time, { target: { value: '2099-03-09T14:30' } });
    await user.click(addButton());
    await waitFor(() => expect(data.saveNote).toHaveBeenCalled());
    expect(data.saveNote.mock.calls[0]![1]).toMatchObject({
      status: 'scheduled',
      publish_at: new Date(2099, 2, 9, 14, 30),
    });
  });

  it('makes a time that has passed now, and says so', async () => {
    const user = setupUser();
    renderForm();
    await user.fill(field(m.fields.title), 'Late');
    await user.click(screen.getByRole('radio', { name: s.choices.scheduled }));
    fireEvent.change(screen.getByLabelText(/^Time \(/), { target: { value: '2020-01-01T09:00' } });
    const before = Date.now();
    await user.click(addButton());
    await waitFor(() => expect(data.saveNote).toHaveBeenCalled());
    const saved = data.saveNote.mock.calls[0]![1] as { status: string; publish_at: Date };
    expect(saved.status).toBe('scheduled');
    expect(saved.publish_at.getTime()).toBeGreaterThanOrEqual(before);
    expect(await screen.findByText(s.timePassed)).toBeInTheDocument();
  });
});
