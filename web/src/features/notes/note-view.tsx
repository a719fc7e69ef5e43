import { Anchor, AspectRatio, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FallbackImage } from '@/components/fallback-image';
import { LongRead } from '@/components/long-read';
import quietLink from '@/components/quiet-link.module.css';
import { IMAGE_SIZES } from '@/config/defaults';
import { IMAGE_DISPLAY_SIZES } from '@/config/image-display';
import { paths } from '@/config/paths';
import type { NoteCard } from '@/data/notes/model';
import type { NoteBody, PublicNote } from '@/data/notes/public-note';
import { useImageRenditions } from '@/data/public-content/use-image-renditions';
import { NOTE_TEXT } from './messages';
import { formatDay, isoDay } from '@/lib/dates';
import { NoteNeighbours } from './note-neighbours';
import { NoteTagLinks } from './tag-links';
import classes from './notes.module.css';

/** A note with at least this many headings is long enough to need its contents beside it. */
export const CONTENTS_MIN_HEADINGS = 3;

/**
 * A note's page: date and reading time, title, summary, tags, the project it is about, its cover,
 * the rendered body (contents beside a long one), then the previous and next notes. Without a
 * body (being read, added since the last publish, or it could not be rendered) the summary above
 * stands for it.
 */
export function NoteView({
  note,
  body,
  notes,
}: {
  note: PublicNote;
  body: NoteBody | null | undefined;
  notes: readonly NoteCard[];
}) {
  const renditionOf = useImageRenditions([note.image_url]);
  const date = formatDay(note.published_at);
  return (
    <Container size="lg" py="xl">
      <Link to={paths.notes} className={`${classes.back} ${quietLink.quietLink}`} data-pagefind-ignore>
        <IconArrowLeft size={16} aria-hidden="true" />
        {NOTE_TEXT.backToNotes}
      </Link>

      <Stack gap="md" mt="lg" mb={40} maw={760}>
        <Text size="sm" c="dimmed">
          {date && <time dateTime={isoDay(note.published_at)}>{date}</time>}
          {date && body?.minutes ? ' · ' : ''}
          {body?.minutes ? NOTE_TEXT.readingTime(body.minutes) : ''}
        </Text>
        <Title order={1} className={classes.noteTitle} id="note-title">
          {note.title}
        </Title>
        {note.summary && (
          <Text size="lg" c="dimmed">
            {note.summary}
          </Text>
        )}
        <Group gap="md">
          <NoteTagLinks tags={note.tags} label={NOTE_TEXT.tags} />
          {note.project && (
            <Anchor component={Link} to={paths.project(note.project.address)} size="sm" fw={600}>
              {NOTE_TEXT.project(note.project.title)}
            </Anchor>
          )}
        </Group>
      </Stack>

      {note.image_url && (
        <AspectRatio
          ratio={IMAGE_SIZES.project.width / IMAGE_SIZES.project.height}
          className={classes.cover}
          mb={48}
        >
          <FallbackImage
            src={note.image_url}
            alt=""
            width={1200}
            height={800}
            priority
            fill
            rendition={renditionOf(note.image_url)}
            sizes={IMAGE_DISPLAY_SIZES.projectCover}
          />
        </AspectRatio>
      )}

      <Stack gap={48}>
        {body && (
          <LongRead
            content={body}
            labelledBy="note-title"
            contentsLabel={body.toc.length >= CONTENTS_MIN_HEADINGS ? NOTE_TEXT.contents : undefined}
          />
        )}
        <NoteNeighbours notes={notes} id={note.id} />
      </Stack>
    </Container>
  );
}
