import type { NoteCard } from '@/data/notes/model';
import type { NoteBody, PublicNote } from '@/data/notes/public-note';

/** A note as its page reads it, for component tests, changed where a test says. */
export function makeNote(overrides: Partial<PublicNote> = {}): PublicNote {
  return {
    id: 'note-1',
    slug: 'calibrating-churn',
    title: 'Calibrating churn probabilities',
    summary: 'How we measured calibration and fixed it.',
    tags: ['Machine learning', 'Python'],
    image_url: '',
    published_at: new Date('2026-03-12T09:00:00Z'),
    project_id: '',
    project: null,
    created_at: new Date('2026-03-10T00:00:00Z'),
    old_slugs: [],
    status: 'published',
    publish_at: null,
    ...overrides,
  };
}

/** A note's list line, made from the same fixture. */
export function makeNoteCard(overrides: Partial<NoteCard> = {}): NoteCard {
  const { id, slug, title, summary, tags, image_url, published_at } = makeNote(overrides);
  return { id, slug, title, summary, tags, image_url, published_at };
}

/** A rendered body with three headings (long enough for its contents) and math. */
export function makeNoteBody(overrides: Partial<NoteBody> = {}): NoteBody {
  return {
    html: '<h2 id="section-one">One</h2><p>Body text.</p><h2 id="section-two">Two</h2><h3 id="section-three">Three</h3>',
    toc: [
      { depth: 2, id: 'section-one', text: 'One' },
      { depth: 2, id: 'section-two', text: 'Two' },
      { depth: 3, id: 'section-three', text: 'Three' },
    ],
    math: true,
    code: false,
    minutes: 4,
    ...overrides,
  };
}
