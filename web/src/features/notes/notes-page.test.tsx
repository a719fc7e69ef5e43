// @isolated: it mocks modules (vi.mock)
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchNoteCards } from '@/data/notes/public';
import { usePublicContent } from '@/data/public-content/store';
import { makeNoteCard } from '@/test-utils/note-fixtures';
import { render } from '@/test-utils/render';
import { NOTES_TEXT, TAG_TEXT } from './messages';
import { NoteTagPage } from './note-tag-page';
import { NotesPage } from './notes-page';

vi.mock('@/data/notes/public', () => ({ fetchNoteCards: vi.fn() }));

const notes = [
  makeNoteCard({ id: 'n1', slug: 'newest', title: 'Newest', tags: ['C++', 'Time series'] }),
  makeNoteCard({ id: 'n2', slug: 'middle', title: 'Middle', tags: ['time-series'] }),
  makeNoteCard({ id: 'n3', slug: 'oldest', title: 'Oldest', tags: ['数据'] }),
];

function renderAt(route: string) {
  return render(
    <Routes>
      <Route path="/notes" element={<NotesPage />} />
      <Route path="/notes/tags/:tag" element={<NoteTagPage />} />
    </Routes>,
    { route },
  );
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.mocked(fetchNoteCards).mockReset().mockResolvedValue(notes);
});

describe('NotesPage', () => {
  it('lists every note newest first, each title to its page, with its date and summary', async () => {
    renderAt('/notes');
    expect(await screen.findByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/notes/newest');
    expect(titles()).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(screen.getAllByText('March 12, 2026')).toHaveLength(3);
    expect(document.title).toBe(NOTES_TEXT.metaTitle);
  });

  it('offers each tag as a link to its page, the most used first, two spellings of one tag as one', async () => {
    renderAt('/notes');
    const filter = await screen.findByRole('navigation', { name: NOTES_TEXT.filterLabel });
    const links = within(filter).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['All (3)', '/notes'],
      ['Time series (2)', '/notes/tags/time-series'],
      ['C++ (1)', '/notes/tags/cpp'],
      ['数据 (1)', `/notes/tags/${encodeURIComponent('数据')}`],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are no notes', async () => {
    vi.mocked(fetchNoteCards).mockResolvedValue([]);
    renderAt('/notes');
    expect(await screen.findByText(NOTES_TEXT.empty)).toBeVisible();
  });
});

describe('NoteTagPage', () => {
  it('lists the notes with the tag under "Notes tagged <tag>", and marks the tag in the filter', async () => {
    renderAt('/notes/tags/time-series');
    expect(
      await screen.findByRole('heading', { level: 1, name: TAG_TEXT.title('Time series') }),
    ).toBeVisible();
    expect(titles()).toEqual(['Newest', 'Middle']);
    const filter = screen.getByRole('navigation', { name: NOTES_TEXT.filterLabel });
    expect(within(filter).getByRole('link', { name: 'Time series (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe(TAG_TEXT.metaTitle('Time series'));
  });

  it('finds a tag in any script by its address', async () => {
    renderAt(`/notes/tags/${encodeURIComponent('数据')}`);
    expect(await screen.findByRole('heading', { level: 1, name: TAG_TEXT.title('数据') })).toBeVisible();
    expect(titles()).toEqual(['Oldest']);
  });

  it('says a tag no note carries is not found, and asks search engines not to list it', async () => {
    renderAt('/notes/tags/cobol');
    expect(await screen.findByRole('heading', { level: 1, name: TAG_TEXT.notFoundTitle })).toBeVisible();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
