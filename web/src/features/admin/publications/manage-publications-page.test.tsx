// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicationsAdmin } from '@/data/publications/admin';
import type { Publication } from '@/data/publications/model';
import type { FakeCollection } from '@/test-utils/fake-collection';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { ManagePublicationsPage } from './manage-publications-page';
import { publicationMessages as m } from './messages';

vi.mock('@/data/publications/admin', async () => ({
  publicationsAdmin: (await import('@/test-utils/fake-collection')).fakeCollection(),
  importPublications: vi.fn(),
  ImportStoppedError: class extends Error {},
}));

vi.mock('@/data/personal-info/admin', () => ({
  fetchPersonalInfoAdmin: async () => ({ name: 'Alex Morgan' }),
}));

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
const stored = publicationsAdmin as unknown as FakeCollection<Publication>;

const paper = (
  id: string,
  title: string,
  year: number,
  order_index: number,
  month?: number,
): Publication => ({
  id,
  title,
  authors: ['Alex Morgan'],
  more_authors: false,
  type: 'conference',
  venue: `Venue of ${title}`,
  year,
  ...(month ? { month } : {}),
  abstract: '',
  doi: '',
  arxiv_id: '',
  urls: { pdf: '', code: '', slides: '', video: '', poster: '' },
  pdf_storage_path: '',
  pdf_file_url: '',
  tags: [],
  status: 'published',
  publish_at: null,
  selected: false,
  cite_key: '',
  order_index,
  created_at: null,
});

beforeEach(() => {
  notifications.clean();
  // Stored by the admin's order, which the list shows by date.
  stored.reset([
    paper('a', 'Thesis', 2019, 1),
    paper('b', 'Graph Fraud', 2024, 2, 3),
    paper('c', 'Churn BERT', 2024, 3, 8),
    paper('d', 'Survival Review', 2023, 4),
  ]);
});

describe('ManagePublicationsPage', () => {
  it('lists the papers newest first with their year, type and venue', async () => {
    render(<ManagePublicationsPage />);
    await screen.findByText('Churn BERT');
    const rows = screen.getAllByTestId('sortable-item');
    // The title cell holds the title, then the paper's status.
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Churn BERTPublished',
      'Graph FraudPublished',
      'Survival ReviewPublished',
      'ThesisPublished',
    ]);
    expect(within(rows[0]!).getByText('2024')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Conference paper')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Venue of Churn BERT')).toBeInTheDocument();
  });

  it('deletes a paper after the undo window', async () => {
    const user = setupUser();
    render(<ManagePublicationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Thesis' }));
    expect(screen.queryByText('Thesis')).not.toBeInTheDocument();
    await waitFor(() => expect(stored.remove).toHaveBeenCalledWith('a'));
    expect(await screen.findByText(m.deleted)).toBeInTheDocument();
  });

  it('opens the BibTeX import in a dialog, whose code loads only then', async () => {
    const user = setupUser();
    render(<ManagePublicationsPage />);
    await user.click(await screen.findByRole('button', { name: m.importButton }));
    const dialog = await screen.findByRole('dialog', { name: m.import.title });
    expect(await within(dialog).findByRole('textbox', { name: m.import.text })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: m.import.read })).toBeDisabled();
  });
});
