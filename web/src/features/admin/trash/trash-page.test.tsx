// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrashEntry } from '@/data/content-trash/admin';
import { render } from '@/test-utils/render';
import { TrashPage } from './trash-page';

const trash = vi.hoisted(() => ({
  subscribeTrash: vi.fn(),
  restoreFromTrash: vi.fn(),
  purgeExpiredTrash: vi.fn(),
}));
vi.mock('@/data/content-trash/admin', () => trash);

const entry: TrashEntry = {
  id: 'skills--kotlin--e1',
  collection: 'skills',
  docId: 'kotlin',
  label: 'Kotlin',
  files: 0,
  deletedAt: new Date(Date.UTC(2026, 9, 1)),
  purgeAt: new Date(Date.UTC(2026, 10, 1)),
};

beforeEach(() => {
  notifications.clean(); // The toast store outlives each render.
  vi.clearAllMocks();
  trash.subscribeTrash.mockImplementation((onEntries: (entries: TrashEntry[]) => void) => {
    onEntries([entry]);
    return () => {};
  });
});

// Mantine renders slowly in jsdom on a busy two-core machine: 5 s is too tight.
vi.setConfig({ testTimeout: 15_000 });

describe('TrashPage', () => {
  it('lists a deleted item with its restore button named after it', async () => {
    render(<TrashPage />);
    expect(await screen.findByRole('list', { name: 'Deleted items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Kotlin' })).toBeEnabled();
  });

  it('says when a restored project lost an address another project took meanwhile', async () => {
    trash.subscribeTrash.mockImplementation((onEntries: (entries: TrashEntry[]) => void) => {
      onEntries([{ ...entry, id: 'projects--p1--e1', collection: 'projects', docId: 'p1', label: 'Churn' }]);
      return () => {};
    });
    trash.restoreFromTrash.mockResolvedValue({
      collection: 'projects',
      docId: 'p1',
      files: 0,
      addressesTaken: ['churn'],
    });
    render(<TrashPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Churn' }));
    expect(
      await screen.findByText(
        'Churn is back. Publish to show it on the live site. Another project uses /projects/churn now, so Churn answers at its id until you give it a new address.',
      ),
    ).toBeInTheDocument();
  });

  it("names a paper's or a note's own page when its address was taken", async () => {
    trash.subscribeTrash.mockImplementation((onEntries: (entries: TrashEntry[]) => void) => {
      onEntries([{ ...entry, id: 'notes--n1--e1', collection: 'notes', docId: 'n1', label: 'Kotlin flows' }]);
      return () => {};
    });
    trash.restoreFromTrash.mockResolvedValue({
      collection: 'notes',
      docId: 'n1',
      files: 0,
      addressesTaken: ['kotlin-flows'],
    });
    render(<TrashPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Kotlin flows' }));
    expect(
      await screen.findByText(
        /Another note uses \/notes\/kotlin-flows now, so Kotlin flows answers at its id/,
      ),
    ).toBeInTheDocument();
  });

  it('shows how many expired items are removed while the purge runs, then a summary', async () => {
    let step: (done: number, total: number) => void = () => {};
    let finish: (summary: { purged: number; objectsDeleted: number }) => void = () => {};
    trash.purgeExpiredTrash.mockImplementation(
      (onProgress: (done: number, total: number) => void) =>
        new Promise((resolve) => {
          step = onProgress;
          finish = resolve;
        }),
    );
    render(<TrashPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove expired now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Removing expired items…');

    step(10, 23);
    expect(await screen.findByText('Removing expired items… 10 of 23')).toBeInTheDocument();
    finish({ purged: 23, objectsDeleted: 4 });
    expect(await screen.findByText('Removed 23 expired items and 4 stored files.')).toBeInTheDocument();
    expect(screen.queryByText(/Removing expired items/)).not.toBeInTheDocument();
  });

  it('says so when the purge fails', async () => {
    trash.purgeExpiredTrash.mockRejectedValue(new Error('internal'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<TrashPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove expired now' }));
    expect(await screen.findByText('Could not remove the expired items.')).toBeInTheDocument();
  });
});
