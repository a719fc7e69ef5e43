// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SLUG_MESSAGES } from '@portfolio/model/slug';
import { SlugTakenError } from '@/data/projects/admin';
import { render } from '@/test-utils/render';
import { projectMessages as m } from './messages';
import { ProjectForm } from './project-form';

const save = vi.hoisted(() => ({ saveProjectWithFiles: vi.fn() }));
vi.mock('./save-project', () => save);
vi.mock('@/data/storage', () => ({
  isStorageAvailable: async () => false,
  uploadFile: vi.fn(),
}));
vi.mock('@/data/project-files/admin', () => ({
  projectFilesAdmin: { reorder: vi.fn(), remove: vi.fn() },
}));

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

beforeEach(() => {
  notifications.clean();
  save.saveProjectWithFiles.mockReset();
});

type User = ReturnType<typeof userEvent.setup>;

// Pasting instead of typing key by key keeps this big form's tests fast.
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: User) {
  await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Churn model');
  await fill(user, screen.getByRole('textbox', { name: /^Description/ }), 'Predicts churn');
}

// A big form on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('ProjectForm', () => {
  it('says what is missing, field by field, and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProjectForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await fill(user, screen.getByRole('textbox', { name: /^Title/ }), '   ');
    await user.click(screen.getByRole('button', { name: m.create }));
    expect(screen.getByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.descriptionRequired)).toBeInTheDocument();
    expect(save.saveProjectWithFiles).not.toHaveBeenCalled();
  });

  it('defaults the category to Data Science and refuses a link the database would refuse', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProjectForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByDisplayValue('Data Science')).toBeInTheDocument();
    await fillRequired(user);
    await fill(user, screen.getByRole('textbox', { name: m.fields.codeUrl }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: m.create }));
    expect(screen.getByText(/Enter a full address/)).toBeInTheDocument();
    expect(save.saveProjectWithFiles).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the save fails', async () => {
    save.saveProjectWithFiles.mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSaved = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<ProjectForm onSaved={onSaved} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: m.fields.tags }), 'Python{Enter}');
    await user.click(screen.getByRole('button', { name: m.create }));

    expect(await screen.findByText(m.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Churn model');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Predicts churn');
    expect(screen.getByText('Python')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('makes the address from the title until the admin types one, and shows its URL', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProjectForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    const address = screen.getByRole('textbox', { name: /^Address/ });
    await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Prévision & Churn');
    expect(address).toHaveValue('prevision-and-churn');
    expect(screen.getByText(/\/projects\/prevision-and-churn\./)).toBeInTheDocument();
    await user.clear(address);
    await user.paste('My-Churn');
    expect(address).toHaveValue('my-churn');
    await fill(user, screen.getByRole('textbox', { name: /^Title/ }), ' v2');
    expect(address).toHaveValue('my-churn');
  });

  it('refuses an address outside the safe alphabet and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProjectForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await fillRequired(user);
    const address = screen.getByRole('textbox', { name: /^Address/ });
    await user.clear(address);
    await user.paste('churn model!');
    await user.click(screen.getByRole('button', { name: m.create }));
    expect(screen.getByText(SLUG_MESSAGES.pattern)).toBeInTheDocument();
    expect(save.saveProjectWithFiles).not.toHaveBeenCalled();
  });

  it("says so at the address when it is another project's, keeping everything typed", async () => {
    save.saveProjectWithFiles.mockRejectedValue(new SlugTakenError('churn-model'));
    const onSaved = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<ProjectForm onSaved={onSaved} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: m.create }));

    expect((await screen.findAllByText(SLUG_MESSAGES.taken)).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription(
      expect.stringContaining(SLUG_MESSAGES.taken),
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Churn model');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Predicts churn');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the typed project and closes after a complete save', async () => {
    save.saveProjectWithFiles.mockResolvedValue({ projectId: 'p9', files: [], outcomes: [], complete: true });
    const onSaved = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<ProjectForm onSaved={onSaved} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(m.fields.featured) }));
    await user.click(screen.getByRole('button', { name: m.create }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save.saveProjectWithFiles).toHaveBeenCalledWith(
      undefined,
      expect.objectContaining({
        title: 'Churn model',
        slug: 'churn-model',
        category: 'data',
        featured: true,
        tags: [],
      }),
      [],
      { slug: undefined, old_slugs: [] },
    );
    expect(await screen.findByText(m.created)).toBeInTheDocument();
  });

  it('stays open in edit mode when a file failed, so a retry updates instead of creating again', async () => {
    save.saveProjectWithFiles.mockResolvedValue({
      projectId: 'p9',
      files: [],
      outcomes: [],
      complete: false,
    });
    const onSaved = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<ProjectForm onSaved={onSaved} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByRole('button', { name: m.update })).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: m.update }));
    await waitFor(() =>
      expect(save.saveProjectWithFiles).toHaveBeenLastCalledWith('p9', expect.anything(), [], {
        slug: 'churn-model',
        old_slugs: [],
      }),
    );
  });

  it('speaks the save: the project first, saved files in one toast, each failure by name', async () => {
    save.saveProjectWithFiles.mockResolvedValue({
      projectId: 'p9',
      files: [],
      outcomes: [
        { key: 'a', name: 'shot.png', result: 'inserted' },
        { key: 'b', name: 'guide.pdf', result: 'inserted' },
        { key: 'c', name: 'bad.apk', result: 'insert-failed' },
        { key: 'd', name: 'old.pdf', result: 'update-failed' },
      ],
      complete: false,
    });
    const user = userEvent.setup({ delay: null });
    render(<ProjectForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: m.create }));

    const confirmation = await screen.findByText(m.created);
    const first = screen.getByText(m.fileSaved('shot.png'));
    expect(screen.getByText(m.fileSaved('guide.pdf')).closest('[role=alert]')).toBe(
      first.closest('[role=alert]'),
    );
    expect(confirmation.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(m.fileSaveFailed('bad.apk'))).toBeInTheDocument();
    expect(screen.getByText(m.fileUpdateFailed('old.pdf'))).toBeInTheDocument();
  });

  it('says uploads are unavailable when Storage is not running', async () => {
    render(<ProjectForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findAllByText(/Uploads are unavailable/)).toHaveLength(3);
  });
});
