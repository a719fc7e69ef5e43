import { Anchor, Container, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { noteAddress } from '@portfolio/model/notes';
import { SectionHeading } from '@/components/section-heading';
import { paths } from '@/config/paths';
import type { NoteCard } from '@/data/notes/model';
import { formatDay } from '@/lib/dates';
import { HOME_TEXT } from './messages';
import classes from './home.module.css';
import { TeaserLink } from './teaser-link';

const text = HOME_TEXT.notes;

/** The newest notes, newest first: each title to its page, then its date and summary. */
export function LatestNotes({ notes }: { notes: readonly NoteCard[] }) {
  return (
    <section className={classes.section} aria-label={text.title}>
      <Container size="md">
        <SectionHeading eyebrow={text.eyebrow} title={text.title} description={text.description} />
        <ul className={`${classes.papers} scroll-animation`}>
          {notes.map((n) => (
            <li key={n.id} className={classes.entry}>
              <Anchor component={Link} to={paths.note(noteAddress(n))} fw={600}>
                {n.title}
              </Anchor>
              {/* A summary may run to 500 characters: two lines say enough here. */}
              <Text size="sm" c="dimmed" lineClamp={2}>
                {[n.published_at && formatDay(n.published_at), n.summary].filter(Boolean).join(' · ')}
              </Text>
            </li>
          ))}
        </ul>
        <TeaserLink to={paths.notes} label={text.link} />
      </Container>
    </section>
  );
}
