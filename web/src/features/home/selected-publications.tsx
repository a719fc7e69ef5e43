import { Anchor, Container, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PUBLICATION_TYPE_LABELS } from '@portfolio/model/collections';
import { publicationAddress } from '@portfolio/model/publications';
import { SectionHeading } from '@/components/section-heading';
import { paths } from '@/config/paths';
import type { HomePublication } from '@/data/public-content/queries';
import { HOME_TEXT } from './messages';
import classes from './home.module.css';
import { TeaserLink } from './teaser-link';

const text = HOME_TEXT.publications;

/**
 * The papers the owner selected (or the newest, when none is), newest first: each title to its
 * page, then venue and year.
 */
export function SelectedPublications({ publications }: { publications: readonly HomePublication[] }) {
  const title = publications.some((p) => p.selected) ? text.title : text.recentTitle;
  return (
    <section className={classes.section} aria-label={title}>
      <Container size="md">
        <SectionHeading eyebrow={text.eyebrow} title={title} description={text.description} />
        <ul className={`${classes.papers} scroll-animation`}>
          {publications.map((p) => (
            <li key={p.id} className={classes.entry}>
              <Anchor component={Link} to={paths.publication(publicationAddress(p))} fw={600}>
                {p.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {text.venueYear(p.venue.trim() || PUBLICATION_TYPE_LABELS[p.type], p.year)}
              </Text>
            </li>
          ))}
        </ul>
        <TeaserLink to={paths.publications} label={text.link} />
      </Container>
    </section>
  );
}
