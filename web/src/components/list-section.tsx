import { Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

interface ListSectionProps {
  /** The heading's id; the section is labelled by its heading. */
  id: string;
  title: string;
  /** Space under the heading. */
  headingGap: MantineSpacing;
  /** When true, the empty message stands in for the list. */
  empty: boolean;
  emptyMessage: string;
  children: ReactNode;
}

/** A page section with a level-2 heading over a list, or over the list's empty message. */
export function ListSection({ id, title, headingGap, empty, emptyMessage, children }: ListSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb={headingGap}>
        {title}
      </Title>
      {empty ? <EmptyState message={emptyMessage} /> : children}
    </section>
  );
}
