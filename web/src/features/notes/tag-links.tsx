import { Link } from 'react-router-dom';
import { tagSlug } from '@portfolio/model/notes';
import { paths } from '@/config/paths';
import { NOTES_TEXT } from './messages';
import type { TagSummary } from './note-tags';
import classes from './notes.module.css';

/**
 * The filter above a list of notes: every tag as a link to its page (the address says what is
 * shown, so a filtered list can be shared and opens prerendered), the current one marked.
 */
export function TagFilter({
  tags,
  total,
  current,
}: {
  tags: readonly TagSummary[];
  total: number;
  /** The tag page's own tag address; none on /notes. */
  current?: string;
}) {
  if (!tags.length) return null;
  return (
    <nav aria-label={NOTES_TEXT.filterLabel}>
      <ul className={classes.chips}>
        <li>
          <Link to={paths.notes} className={classes.chip} aria-current={current ? undefined : 'page'}>
            {NOTES_TEXT.tagCount(NOTES_TEXT.all, total)}
          </Link>
        </li>
        {tags.map((tag) => (
          <li key={tag.address}>
            <Link
              to={paths.noteTag(tag.address)}
              className={classes.chip}
              aria-current={tag.address === current ? 'page' : undefined}
            >
              {NOTES_TEXT.tagCount(tag.label, tag.notes.length)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A note's own tags, each a link to its tag's page. */
export function NoteTagLinks({ tags, label }: { tags: readonly string[]; label: string }) {
  if (!tags.length) return null;
  return (
    <ul className={`${classes.chips} ${classes.ownTags}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={paths.noteTag(tagSlug(tag))} className={`${classes.chip} ${classes.small}`}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
