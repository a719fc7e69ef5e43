// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { fromStored, type DraftFile } from './draft-files';
import { MediaFilesSection } from './media-files-section';
import { projectMessages as m } from './messages';
import { useProjectFiles } from './use-project-files';

const data = vi.hoisted(() => ({
  reorderProjectFiles: vi.fn(),
  deleteProjectFileDoc: vi.fn(),
}));
vi.mock('@/data/project-files/admin', () => ({
  projectFilesAdmin: { reorder: data.reorderProjectFiles, remove: data.deleteProjectFileDoc },
}));
vi.mock('@/data/storage', () => ({
  isStorageAvailable: async () => false,
  uploadFile: vi.fn(),
}));

function stored(id: string, order_index: number): DraftFile {
  return fromStored({
    id,
    project_id: 'p1',
    name: id,
    file_url: `https://example.com/${id}.png`,
    file_type: 'image/png',
    storage_path: '',
    order_index,
    created_at: null,
  });
}

const unsaved: DraftFile = {
  key: 'local-1',
  name: 'new-clip',
  description: '',
  file_url: 'https://example.com/new.mp4',
  file_type: 'video/mp4',
  storage_path: '',
  order_index: 2,
  status: 'uploaded',
  progress: 100,
};

beforeEach(() => {
  notifications.clean(); // The toast store outlives each render.
  data.reorderProjectFiles.mockReset().mockResolvedValue({ updated: 2 });
});

// Mantine renders slowly in jsdom on a busy two-core machine: 5 s is too tight.
vi.setConfig({ testTimeout: 15_000 });

describe('media reorder', () => {
  it('sends the callable only the files with an id, numbered from 0 in the new order', async () => {
    const { result } = renderHook(() => useProjectFiles([stored('a', 0), stored('b', 1), unsaved]));
    await act(() => result.current.actions.reorder(2, 0)); // new-clip to the top
    expect(data.reorderProjectFiles).toHaveBeenCalledExactlyOnceWith([
      { id: 'a', order_index: 1 },
      { id: 'b', order_index: 2 },
    ]);
    expect(result.current.files.find((f) => f.key === 'local-1')?.order_index).toBe(0);
  });

  it('does not call the server when only unsaved files exist', async () => {
    const second = { ...unsaved, key: 'local-2', order_index: 3 };
    const { result } = renderHook(() => useProjectFiles([unsaved, second]));
    await act(() => result.current.actions.reorder(0, 1));
    expect(data.reorderProjectFiles).not.toHaveBeenCalled();
  });

  it('is done with the keyboard on a drag handle and confirms with a toast', async () => {
    function Harness() {
      const { files, actions } = useProjectFiles([stored('first', 0), stored('second', 1)]);
      return <MediaFilesSection files={files} actions={actions} />;
    }
    render(<Harness />);
    // The shared sortable list of every ordered manager, not a drag and drop of its own.
    expect(within(screen.getByTestId('media-list')).getAllByTestId('sortable-item')).toHaveLength(2);
    const handle = screen.getByLabelText(m.media.dragHandle('first'));
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    await act(() => new Promise((r) => setTimeout(r, 300)));
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });

    await waitFor(() =>
      expect(data.reorderProjectFiles).toHaveBeenCalledWith([
        { id: 'second', order_index: 0 },
        { id: 'first', order_index: 1 },
      ]),
    );
    expect(await screen.findByText(m.orderUpdated)).toBeInTheDocument();
    const names = within(screen.getByTestId('media-list'))
      .getAllByLabelText(m.file.name)
      .map((i) => (i as HTMLInputElement).value);
    expect(names).toEqual(['second', 'first']);
  });

  it('says so when the server refuses the new order, and keeps it on screen', async () => {
    data.reorderProjectFiles.mockRejectedValue(new Error('internal'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useProjectFiles([stored('a', 0), stored('b', 1)]));
    render(<div />);
    await act(() => result.current.actions.reorder(1, 0));
    expect(await screen.findByText(m.orderFailed)).toBeInTheDocument();
    expect(result.current.files.find((f) => f.id === 'b')?.order_index).toBe(0);
  });
});
