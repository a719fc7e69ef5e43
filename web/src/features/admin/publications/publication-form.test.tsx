// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { publicationMessages as m } from './messages';
import { PublicationForm } from './publication-form';

const data = vi.hoisted(() => ({ savePublication: vi.fn() }));
vi.mock('@/data/publications/admin', () => ({
  savePublication: data.savePublication,
  PublicationSlugTakenError: class extends Error {},
}));
vi.mock('@/data/storage', () => ({ isStorageAvailable: async () => false, uploadFile: vi.fn() }));

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

beforeEach(() => {
  notifications.clean();
  data.savePublication.mockReset().mockResolvedValue('new-paper');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('PublicationForm', () => {
  it('says what a paper needs, next to each field, and saves nothing', async () => {
    const user = setupUser();
    render(<PublicationForm paper={null} defaultOrder={3} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.fill(field(m.fields.month), '13');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.authorsRequired)).toBeInTheDocument();
    expect(screen.getByText(m.yearRequired)).toBeInTheDocument();
    expect(screen.getByText(m.monthInvalid)).toBeInTheDocument();
    expect(data.savePublication).not.toHaveBeenCalled();
  });

  it('stores a DOI and an arXiv id as written when links are pasted, and the owner among the authors', async () => {
    const onSaved = vi.fn();
    const user = setupUser();
    render(<PublicationForm paper={null} defaultOrder={3} onSaved={onSaved} onCancel={vi.fn()} />);
    await user.fill(field(m.fields.title), 'Churn <b>Models</b>');
    await user.fill(field(m.fields.authors), 'Ada Lovelace\nAlex Morgan\n');
    const owner = screen.getAllByLabelText(m.fields.owner).find((el) => el.tagName === 'INPUT')!;
    await user.click(owner);
    await user.click(await screen.findByRole('option', { name: 'Alex Morgan', hidden: true }));
    await user.fill(field(m.fields.year), '2024');
    await user.fill(field(m.fields.doi), 'https://doi.org/10.1145/3637528.3671000');
    await user.fill(field(m.fields.arxiv), 'https://arxiv.org/abs/2402.05678v2');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(data.savePublication).toHaveBeenCalledWith(
      undefined,
      expect.objectContaining({
        title: 'Churn <b>Models</b>',
        authors: ['Ada Lovelace', 'Alex Morgan'],
        owner_author: 1,
        year: 2024,
        doi: '10.1145/3637528.3671000',
        arxiv_id: '2402.05678v2',
        order_index: 3,
        slug: 'churn-b-models-b',
      }),
      expect.anything(),
    );
    expect(await screen.findByText(m.added)).toBeInTheDocument();
  });

  it('refuses a DOI it cannot read, and keeps everything typed when the save fails', async () => {
    data.savePublication.mockRejectedValue(new Error('permission-denied'));
    const onSaved = vi.fn();
    const user = setupUser();
    render(<PublicationForm paper={null} defaultOrder={1} onSaved={onSaved} onCancel={vi.fn()} />);
    await user.fill(field(m.fields.title), 'Survival Analysis');
    await user.fill(field(m.fields.authors), 'Alex Morgan');
    await user.fill(field(m.fields.year), '2023');
    await user.fill(field(m.fields.doi), 'not a doi');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(m.doiInvalid)).toBeInTheDocument();
    expect(data.savePublication).not.toHaveBeenCalled();

    await user.clear(field(m.fields.doi));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(m.saveFailed)).toBeInTheDocument();
    expect(field(m.fields.title)).toHaveValue('Survival Analysis');
    expect(field(m.fields.authors)).toHaveValue('Alex Morgan');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
