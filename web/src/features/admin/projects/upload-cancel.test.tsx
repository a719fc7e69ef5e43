// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { projectMessages as m } from './messages';
import { OtherFilesSection } from './other-files-section';
import type { DraftFileActions } from './file-actions';
import { useProjectFiles } from './use-project-files';

// A Storage upload that runs until its task is cancelled, as uploadBytesResumable's does.
const storage = vi.hoisted(() => ({
  cancel: vi.fn(),
  uploadFile: vi.fn(),
  isStorageAvailable: async () => true,
}));
vi.mock('@/data/storage', () => storage);
vi.mock('@/data/project-files/admin', () => ({
  projectFilesAdmin: { reorder: vi.fn(), remove: vi.fn() },
}));

beforeEach(() => {
  notifications.clean(); // The toast store outlives each render.
  storage.cancel.mockReset();
  storage.uploadFile.mockReset().mockImplementation(
    (_folder: string, _file: File, onProgress: (p: number) => void, signal?: AbortSignal) =>
      new Promise((_resolve, reject) => {
        onProgress(40);
        signal?.addEventListener('abort', () => {
          storage.cancel();
          reject(new Error('storage/canceled'));
        });
      }),
  );
});

vi.setConfig({ testTimeout: 15_000 });

describe('cancelling an upload', () => {
  it('cancels the Storage task, removes the row and shows no error', async () => {
    let actions: DraftFileActions | undefined;
    let uploading = false;
    function Harness() {
      const draft = useProjectFiles();
      actions = draft.actions;
      uploading = draft.uploading;
      return <OtherFilesSection files={draft.files} actions={draft.actions} />;
    }
    render(<Harness />);
    const pdf = new File(['%PDF-1.4'], 'slow-report.pdf', { type: 'application/pdf' });
    act(() => actions!.addUploads([pdf]));

    expect(await screen.findByDisplayValue('slow-report.pdf')).toBeInTheDocument();
    expect(screen.getByText(m.file.uploading(40))).toBeInTheDocument();
    expect(uploading).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: m.file.cancelUpload }));

    await waitFor(() => expect(screen.queryByDisplayValue('slow-report.pdf')).not.toBeInTheDocument());
    expect(storage.cancel).toHaveBeenCalledOnce();
    expect(screen.queryByText(m.fileUploadFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(m.fileUploaded)).not.toBeInTheDocument();
    expect(screen.getByText(m.other.empty)).toBeInTheDocument();
    expect(uploading).toBe(false); // Nothing left to wait for: the project can be saved.
  });

  it('offers no cancel once a file is uploaded', async () => {
    let actions: DraftFileActions | undefined;
    function Harness() {
      const draft = useProjectFiles();
      actions = draft.actions;
      return <OtherFilesSection files={draft.files} actions={draft.actions} />;
    }
    render(<Harness />);
    act(() =>
      actions!.addByUrl({ name: 'Guide', url: 'https://example.com/g.pdf', type: 'application/pdf' }),
    );
    expect(await screen.findByDisplayValue('Guide')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.file.cancelUpload })).not.toBeInTheDocument();
  });
});
