import type { RenderOptions } from '@portfolio/markdown/render-markdown';
import { noteAddress } from '@portfolio/model/notes';
import type { SiteNote } from '@portfolio/site-render';
import type { Project } from '@/data/projects/model';
import { homeNotesOf, publicQueries, type PublicQueryDef } from '@/data/public-content/queries';
import type { CacheEntries } from '@/data/public-content/store';
import type { Note } from './model';
import { fetchNotes, noteCardOf, publicNoteOf } from './public';
import { renderNoteBody } from './render';

/**
 * Every note with its body, newest first: a render reads this once and makes every note read of
 * the pages from it. It is never a page's read (no page embeds a body's Markdown).
 */
export const notesWithBodies: PublicQueryDef<Note[]> = { key: 'notes:with-bodies', fetch: fetchNotes };

/**
 * Every note the site read, as its pages need it and the outputs beyond them: the list and the
 * home page's notes, each note under its page's key with its project's title and address (from
 * the projects read, not read again) and its body rendered here, once per render, so no visitor's
 * browser runs the Markdown, math or highlighting code.
 *
 * A body that cannot be rendered is one page's part, not a read every page needs: its page still
 * goes live, with the summary in its place, and the note carries the reason for the render to name.
 */
export async function loadNotes(
  entries: CacheEntries,
  notes: readonly Note[],
  projects: readonly Project[],
  renderOptions: RenderOptions,
): Promise<SiteNote[]> {
  const savedAt = Date.now();
  const cards = notes.map(noteCardOf);
  entries[publicQueries.notes.key] = { data: cards, savedAt };
  entries[publicQueries.homeNotes.key] = { data: homeNotesOf(cards), savedAt };
  const projectById = new Map(projects.map((p) => [p.id, p]));
  return Promise.all(
    notes.map(async (note): Promise<SiteNote> => {
      const address = noteAddress(note);
      entries[publicQueries.note(address).key] = {
        data: publicNoteOf(note, projectById.get(note.project_id) ?? null),
        savedAt,
      };
      const base = {
        id: note.id,
        address,
        earlierAddresses: [note.id, ...(note.old_slugs ?? [])],
        title: note.title,
        summary: note.summary,
        tags: note.tags,
        publishedAt: note.published_at,
        createdAt: note.created_at,
        image: note.image_url,
        html: '',
      };
      const bodyKey = publicQueries.noteBody(address).key;
      // No body to show is known too: its page does not go looking for one.
      entries[bodyKey] = { data: null, savedAt };
      if (!note.body.trim()) return base;
      try {
        const body = await renderNoteBody(note.body, renderOptions);
        entries[bodyKey] = { data: body, savedAt };
        return { ...base, html: body.html, body };
      } catch (error) {
        return { ...base, failure: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
