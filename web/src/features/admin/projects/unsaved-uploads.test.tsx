// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { projectMessages as m } from './messages';
import { ProjectForm } from './project-form';

// Storage whose transfers the test finishes by hand; each remembers whether it was aborted.
const storage = vi.hoisted(() => ({
  transfers: [] as Array<{ name: string; finish: () => void; signal?: AbortSignal }>,
  uploadFile: vi.fn(),
  isStorageAvailable: async () => true,
}));
vi.mock('@/data/storage', () => storage);
vi.mock('@/data/project-files/admin', () => ({
  projectFilesAdmin: { reorder: vi.fn(), remove: vi.fn(), create: vi.fn(), update: vi.fn() },
}));
const save = vi.hoisted(() => ({ saveProjectWithFiles: vi.fn() }));
vi.mock('./save-project', () => save);

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

beforeEach(() => {
  notifications.clean();
  storage.transfers.length = 0;
  storage.uploadFile.mockReset().mockImplementation(
    (_folder: string, file: File, onProgress: (p: number) => void, signal?: AbortSignal) =>
      new Promise((resolve, reject) => {
        onProgress(10);
        signal?.addEventListener('abort', () => reject(new Error('storage/canceled')));
        storage.transfers.push({
          name: file.name,
          signal,
          finish: () => resolve({ url: `https://cdn.test/${file.name}`, path: `files/${file.name}` }),
        });
      }),
  );
});

vi.setConfig({ testTimeout: 20_000 });

/** The manager's form view: Cancel closes the form, as the page does. */
function Page() {
  const [open, setOpen] = useState(true);
  return open ? <ProjectForm onSaved={() => setOpen(false)} onCancel={() => setOpen(false)} /> : <p>List</p>;
}

async function drop(...names: string[]) {
  const input = (await screen.findByLabelText(m.other.drop)).querySelector('input[type=file]');
  const user = setupUser();
  await user.upload(
    input as HTMLInputElement,
    names.map((n) => new File(['x'], n, { type: 'application/pdf' })),
  );
  await waitFor(() => expect(storage.transfers).toHaveLength(names.length));
}

describe('a project form given up', () => {
  it('aborts a running upload when cancelled, and leaves the finished one to the server', async () => {
    render(<Page />);
    await drop('done.pdf', 'slow.pdf');
    act(() => storage.transfers[0]!.finish());
    expect(await screen.findByText(m.fileUploaded)).toBeInTheDocument();

    await setupUser().click(screen.getByRole('button', { name: m.cancel }));
    expect(await screen.findByText('List')).toBeInTheDocument();
    expect(storage.transfers[1]!.signal?.aborted).toBe(true);
    // The finished upload is named by nothing: the server's daily sweep removes it.
    expect(storage.transfers[0]!.signal?.aborted).toBe(false);
  });

  it('saves files uploaded with the project', async () => {
    render(<Page />);
    await drop('kept.pdf');
    act(() => storage.transfers[0]!.finish());
    await screen.findByText(m.fileUploaded);
    save.saveProjectWithFiles.mockImplementation(async (_id, _input, files: Array<{ key: string }>) => ({
      projectId: 'p1',
      files: files.map((f) => ({ ...f, id: `id-${f.key}` })),
      outcomes: [],
      complete: true,
    }));
    const user = setupUser();
    await user.fill(screen.getByRole('textbox', { name: /^Title/ }), 'Churn');
    // The project's description comes before those of its files.
    await user.fill(screen.getAllByRole('textbox', { name: /^Description/ })[0]!, 'Predicts churn');
    await user.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText('List')).toBeInTheDocument();
    expect(save.saveProjectWithFiles).toHaveBeenCalledWith(
      undefined,
      expect.anything(),
      [expect.objectContaining({ storage_path: 'files/kept.pdf' })],
      expect.anything(),
    );
  });

  it('reports a burst of finished uploads as one toast', async () => {
    render(<Page />);
    await drop('a.pdf', 'b.pdf', 'c.pdf');
    act(() => storage.transfers.forEach((t) => t.finish()));
    await waitFor(() => expect(screen.getAllByText(m.file.uploaded)).toHaveLength(3));
    expect(await screen.findAllByText(m.fileUploaded)).toHaveLength(1);
  });
});
