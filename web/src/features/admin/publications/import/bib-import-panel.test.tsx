// @isolated: it mocks modules (vi.mock)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBib } from '@portfolio/bibliography/parse';
import type { Publication } from '@/data/publications/model';
import { publicationMessages } from '@/features/admin/publications/messages';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { BibImportPanel } from './bib-import-panel';

const m = publicationMessages.import;
const data = vi.hoisted(() => ({ importPublications: vi.fn() }));
vi.mock('@/data/publications/admin', () => ({
  importPublications: data.importPublications,
  ImportStoppedError: class extends Error {
    written = 0;
  },
}));

// The messy file of the parser's own tests: twenty entries from three tools, four of them broken.
const MESSY = readFileSync(
  resolve(import.meta.dirname, '../../../../../../packages/bibliography/src/fixtures/messy.bib'),
  'utf8',
);
const OWNER = ['Alex Morgan'];
const parsed = new Map(parseBib(MESSY, { ownerNames: OWNER }).map((e) => [e.key, e]));
const inputOf = (key: string) => {
  const entry = parsed.get(key);
  if (!entry?.ok) throw new Error(`${key} does not parse`);
  return entry.input;
};

// A paper the site has already: the survival review, stored with its DOI.
const stored = {
  id: 'p-survival',
  title: 'Survival Analysis (stored)',
  doi: '10.5555/3648699.3648700',
  arxiv_id: '',
  cite_key: '',
} as Publication;

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

beforeEach(() => {
  notifications.clean();
  data.importPublications.mockReset().mockResolvedValue([]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function readMessy(user: ReturnType<typeof setupUser>) {
  await user.fill(screen.getByRole('textbox', { name: m.text }), MESSY);
  await user.click(screen.getByRole('button', { name: m.read }));
  return screen.findByRole('table', { name: m.caption(20, 14, 2, 4) });
}

describe('BibImportPanel', () => {
  it('shows every entry of a messy file: new, duplicates by what matched, errors with line and key', async () => {
    const user = setupUser();
    render(<BibImportPanel stored={[stored]} onImported={vi.fn()} />);
    const table = await readMessy(user);
    expect(within(table).getAllByTestId('import-row')).toHaveLength(20);
    expect(within(table).getAllByText(m.statusNew)).toHaveLength(14);
    expect(within(table).getByText(m.duplicate('Survival Analysis (stored)', 'DOI'))).toBeInTheDocument();
    expect(
      within(table).getByText(m.duplicate('BERT-based Churn Prediction for Möbile Operators', 'DOI')),
    ).toBeInTheDocument();
    expect(
      within(table).getByText(m.error(121, 'notitle2020', 'The entry has no title.')),
    ).toBeInTheDocument();
    expect(within(table).getByText(/^Error at line 134 \(broken2021\): /)).toBeInTheDocument();
    expect(within(table).getByText(/^Error at line 127 \(forthcoming2026\): /)).toBeInTheDocument();
    // Errors cannot be chosen; new entries are chosen, duplicates are not.
    expect(within(table).getByRole('checkbox', { name: m.cannotChoose('broken2021') })).toBeDisabled();
    expect(
      within(table).getByRole('checkbox', {
        name: m.choose('Graph Neural Networks for Fraud Detection at Scale'),
      }),
    ).toBeChecked();
    expect(
      within(table).getByRole('checkbox', {
        name: m.choose('Survival Analysis for Customer Lifetime: A Review'),
      }),
    ).not.toBeChecked();
  });

  it('imports only the chosen entries, exactly as parsed, then says how many', async () => {
    const onImported = vi.fn();
    const user = setupUser();
    render(<BibImportPanel stored={[stored]} ownerNames={OWNER} onImported={onImported} />);
    const table = await readMessy(user);
    await user.click(
      within(table).getByRole('checkbox', { name: m.choose('Practical Data Science with Python') }),
    );
    await user.click(screen.getByRole('button', { name: m.importButton(13) }));

    await waitFor(() => expect(onImported).toHaveBeenCalled());
    const wanted = [...parsed.values()]
      .filter((e) => e.ok)
      .map((e) => e.key)
      .filter((k) => !['morgan2023survival', 'morgan2024churn-dup', 'morgan2025book'].includes(k));
    expect(data.importPublications).toHaveBeenCalledTimes(1);
    expect(data.importPublications.mock.calls[0]![0]).toEqual(wanted.map(inputOf));
    // The owner's name, however the file writes it, is marked ("Morgan, A." in the tabular paper).
    expect(inputOf('morgan2025tabular').owner_author).toBe(0);
    expect(await screen.findByText(m.imported(13))).toBeInTheDocument();
  });

  it('keeps the text and the choices when the write fails', async () => {
    data.importPublications.mockRejectedValue(new Error('permission-denied'));
    const onImported = vi.fn();
    const user = setupUser();
    render(<BibImportPanel stored={[]} onImported={onImported} />);
    await user.fill(screen.getByRole('textbox', { name: m.text }), MESSY);
    await user.click(screen.getByRole('button', { name: m.read }));
    await user.click(await screen.findByRole('button', { name: m.importButton(15) }));

    expect(await screen.findByText(m.importFailed)).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: m.importButton(15) })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: m.back }));
    expect(screen.getByRole('textbox', { name: m.text })).toHaveValue(MESSY);
  });

  it('reads a chosen .bib file into the text, and refuses any other file with the reason', async () => {
    // The browser's picker would hide other files; a drop brings them anyway.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { container } = render(<BibImportPanel stored={[]} onImported={vi.fn()} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['not a bibliography'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(m.notBib)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: m.text })).toHaveValue('');

    await user.upload(input, new File([MESSY], 'papers.bib', { type: '' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: m.text })).toHaveValue(MESSY));
  });
});
