import { Stack, Title } from '@mantine/core';
import { EmptyState } from '@/components/empty-state';
import type { Publication } from '@/data/publications/model';
import { groupByYear } from './group-publications';
import { PUBLICATIONS_TEXT } from './messages';
import { PublicationEntry } from './publication-entry';
import classes from './publications.module.css';

/** Papers under a heading per year, newest first; the empty message when there are none. */
export function PublicationList({ papers }: { papers: readonly Publication[] }) {
  if (!papers.length) return <EmptyState message={PUBLICATIONS_TEXT.empty} />;
  return (
    <Stack gap={40}>
      {groupByYear(papers).map(({ year, papers: ofYear }) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <Title order={2} size="h3" id={`year-${year}`} className={classes.year} mb="md">
            {PUBLICATIONS_TEXT.yearHeading(year)}
          </Title>
          <Stack component="ol" gap="lg" className={classes.list}>
            {ofYear.map((paper) => (
              <li key={paper.id}>
                <PublicationEntry paper={paper} />
              </li>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
