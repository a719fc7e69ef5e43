// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { ImageField } from './image-field';
import { adminCommonMessages as m } from './messages';
import { resetStorageProbe } from './use-storage-available';

const storage = vi.hoisted(() => ({
  isStorageAvailable: vi.fn<() => Promise<boolean>>(),
  uploadFile: vi.fn(),
}));
vi.mock('@/data/storage', () => storage);

function renderField(onChange = vi.fn(), value = '') {
  render(
    <ImageField
      label="Project image"
      value={value}
      onChange={onChange}
      folder="projects"
      maxSize={{ width: 1200, height: 800 }}
      recommendedSize="600x400 px"
      successMessage="Image uploaded successfully"
      failureMessage="Failed to upload image"
    />,
  );
  return onChange;
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => {
  notifications.clean(); // The toast store outlives each render.
  resetStorageProbe();
  storage.isStorageAvailable.mockReset();
  storage.uploadFile.mockReset();
});

// Mantine renders slowly in jsdom on a busy two-core machine: 5 s is too tight.
vi.setConfig({ testTimeout: 15_000 });

describe('ImageField', () => {
  it('shows the recommended size and accepts a pasted URL', () => {
    storage.isStorageAvailable.mockResolvedValue(true);
    const onChange = renderField();
    expect(screen.getByText('Recommended size: 600x400 px')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Image URL/ }), {
      target: { value: 'https://example.com/a.png' },
    });
    expect(onChange).toHaveBeenCalledWith('https://example.com/a.png');
  });

  it('says uploads are unavailable when Storage is not running, and disables the button', async () => {
    storage.isStorageAvailable.mockResolvedValue(false);
    renderField();
    expect(await screen.findByText(m.storageUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.uploadImage })).toBeDisabled();
  });

  it('pauses uploads while offline, says why, and resumes when the connection returns', async () => {
    storage.isStorageAvailable.mockResolvedValue(true);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderField();
      expect(await screen.findByText(m.uploadsOffline)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: m.uploadImage })).toBeDisabled();

      act(() => {
        onLine.mockReturnValue(true);
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(screen.getByRole('button', { name: m.uploadImage })).toBeEnabled());
      expect(screen.queryByText(m.uploadsOffline)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('refuses a file that is not an image', async () => {
    storage.isStorageAvailable.mockResolvedValue(true);
    renderField();
    await waitFor(() => expect(screen.getByRole('button', { name: m.uploadImage })).toBeEnabled());
    chooseFile(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    expect(storage.uploadFile).not.toHaveBeenCalled();
  });

  it('uploads an image with progress and reports its URL and storage path', async () => {
    storage.isStorageAvailable.mockResolvedValue(true);
    storage.uploadFile.mockImplementation(
      async (_folder: string, _file: File, onProgress: (p: number) => void) => {
        onProgress(50);
        return { url: 'https://cdn.example/p.png', path: 'projects/p.png' };
      },
    );
    const onChange = renderField();
    await waitFor(() => expect(screen.getByRole('button', { name: m.uploadImage })).toBeEnabled());
    chooseFile(new File(['png'], 'shot.png', { type: 'image/png' }));
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(storage.uploadFile).toHaveBeenCalledWith(
      'projects',
      expect.any(File),
      expect.any(Function),
      expect.any(AbortSignal),
    );
    expect(onChange).toHaveBeenCalledWith('https://cdn.example/p.png', 'projects/p.png');
  });

  it('shows the failure toast when the upload fails', async () => {
    storage.isStorageAvailable.mockResolvedValue(true);
    storage.uploadFile.mockRejectedValue(new Error('storage/unauthorized'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onChange = renderField();
    await waitFor(() => expect(screen.getByRole('button', { name: m.uploadImage })).toBeEnabled());
    chooseFile(new File(['png'], 'shot.png', { type: 'image/png' }));
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cancels an upload in progress: no failure toast, the previous image stays', async () => {
    storage.isStorageAvailable.mockResolvedValue(true);
    let signal: AbortSignal | undefined;
    // A transfer that stays at 30% until it is aborted, then rejects as the SDK's cancel does.
    storage.uploadFile.mockImplementation(
      (_folder: string, _file: File, onProgress: (p: number) => void, abort?: AbortSignal) => {
        signal = abort;
        onProgress(30);
        return new Promise((_, reject) =>
          abort?.addEventListener('abort', () => reject(new Error('storage/canceled'))),
        );
      },
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    error.mockClear(); // An earlier test may have spied on it already.
    const onChange = renderField(vi.fn(), 'https://cdn.example/old.png');
    await waitFor(() => expect(screen.getByRole('button', { name: m.uploadImage })).toBeEnabled());
    chooseFile(new File(['png'], 'portrait.png', { type: 'image/png' }));
    expect(await screen.findByText(m.uploading(30))).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: m.cancelUpload }));
    await waitFor(() => expect(screen.queryByText(m.uploading(30))).not.toBeInTheDocument());
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('button', { name: m.cancelUpload })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.uploadImage })).toBeEnabled();
    expect(screen.queryByText('Failed to upload image')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Project image preview' })).toHaveAttribute(
      'src',
      'https://cdn.example/old.png',
    );
  });
});
