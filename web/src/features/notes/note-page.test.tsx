// @isolated: it mocks modules (vi.mock)
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchNoteBody } from '@/data/notes/body';
import { fetchNoteAt, fetchNoteCards } from '@/data/notes/public';
import { usePublicContent } from '@/data/public-content/store';
import { makeNote, makeNoteBody, makeNoteCard } from '@/test-utils/note-fixtures';
import { render } from '@/test-utils/render';
import { NOTE_TEXT } from './messages';
import { NotePage } from './note-page';

vi.mock('@/data/notes/public', () => ({ fetchNoteAt: vi.fn(), fetchNoteCards: vi.fn() }));
vi.mock('@/data/notes/body', () => ({ fetchNoteBody: vi.fn() }));

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname}</output>;
}

function renderNote(address = 'calibrating-churn') {
  return render(
    <>
      <Routes>
        <Route path="/notes/:address" element={<NotePage />} />
      </Routes>
      <Address />
    </>,
    { route: `/notes/${address}` },
  );
}

const newer = makeNoteCard({ id: 'note-0', slug: 'newer-note', title: 'A newer note' });
const current = makeNoteCard();
const older = makeNoteCard({ id: 'note-2', slug: 'older-note', title: 'An older note' });

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.mocked(fetchNoteAt).mockReset().mockResolvedValue(makeNote());
  vi.mocked(fetchNoteBody).mockReset().mockResolvedValue(makeNoteBody());
  vi.mocked(fetchNoteCards).mockReset().mockResolvedValue([newer, current, older]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  document.head.querySelectorAll('meta, link, script[type="application/ld+json"]').forEach((e) => e.remove());
});

describe('NotePage', () => {
  it('shows the note: date, reading time, title, summary, tags to their pages, the body with its contents', async () => {
    renderNote();
    expect(screen.getByText(NOTE_TEXT.loading)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Calibrating churn probabilities',
    );
    expect(await screen.findByText('4 min read', { exact: false })).toBeVisible();
    expect(screen.getByText('March 12, 2026')).toHaveAttribute('datetime', '2026-03-12');
    expect(screen.getByText('How we measured calibration and fixed it.')).toBeVisible();
    const tags = screen.getByRole('list', { name: NOTE_TEXT.tags });
    expect(within(tags).getByRole('link', { name: 'Machine learning' })).toHaveAttribute(
      'href',
      '/notes/tags/machine-learning',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'One' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: NOTE_TEXT.contents });
    expect(within(contents).getByRole('link', { name: 'Three' })).toHaveAttribute('href', '#section-three');
    expect(document.title).toBe(NOTE_TEXT.metaTitle('Calibrating churn probabilities'));
  });

  it('links the previous (older) and next (newer) notes', async () => {
    renderNote();
    const nav = await screen.findByRole('navigation', { name: NOTE_TEXT.neighbours });
    expect(within(nav).getByRole('link', { name: /Previous note\s*An older note/ })).toHaveAttribute(
      'href',
      '/notes/older-note',
    );
    expect(within(nav).getByRole('link', { name: /Next note\s*A newer note/ })).toHaveAttribute(
      'href',
      '/notes/newer-note',
    );
  });

  it('shows no contents for a short note, and links the project it is about', async () => {
    vi.mocked(fetchNoteBody).mockResolvedValue(makeNoteBody({ toc: [], html: '<p>Short.</p>', math: false }));
    vi.mocked(fetchNoteAt).mockResolvedValue(
      makeNote({ project_id: 'p1', project: { title: 'Churn Prediction', address: 'churn-prediction' } }),
    );
    renderNote();
    expect(await screen.findByText('Short.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: NOTE_TEXT.contents })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOTE_TEXT.project('Churn Prediction') })).toHaveAttribute(
      'href',
      '/projects/churn-prediction',
    );
  });

  it('describes the note as a BlogPosting with its reading time', async () => {
    renderNote();
    await screen.findByText('4 min read', { exact: false });
    await waitFor(() => {
      const jsonLd = JSON.parse(
        document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
      );
      expect(jsonLd).toMatchObject({
        '@type': 'BlogPosting',
        headline: 'Calibrating churn probabilities',
        datePublished: '2026-03-12T09:00:00.000Z',
        keywords: 'Machine learning, Python',
        timeRequired: 'PT4M',
      });
    });
  });

  it('goes live with its summary when there is no rendered body (added since the last publish)', async () => {
    vi.mocked(fetchNoteBody).mockResolvedValue(null);
    renderNote();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(fetchNoteBody).toHaveBeenCalledWith('calibrating-churn'));
    expect(screen.getByText('How we measured calibration and fixed it.')).toBeVisible();
    expect(screen.queryByText(/min read/)).not.toBeInTheDocument();
  });

  it('moves an earlier address on to the current one', async () => {
    renderNote('calibrating-churn-scores');
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent('/notes/calibrating-churn'),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });

  it('says it does not exist at an unknown address, and asks search engines not to list it', async () => {
    vi.mocked(fetchNoteAt).mockResolvedValue(null);
    renderNote('nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: NOTE_TEXT.notFoundTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: NOTE_TEXT.backToNotes })).toHaveAttribute('href', '/notes');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
