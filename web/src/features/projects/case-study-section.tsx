import { Title } from '@mantine/core';
import { RenderedMarkdown } from '@/components/rendered-markdown';
import { TableOfContents } from '@/components/table-of-contents';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { DETAIL_TEXT } from './messages';
import classes from './case-study.module.css';

/**
 * The project's write-up as the prerender or the last publish rendered it, with its contents
 * beside it on a wide screen and above it on a phone. Until that rendering is read (a visit that
 * started on another page) the section is left out rather than shown half-drawn.
 */
export function CaseStudySection({ address }: { address: string }) {
  const { data } = usePublic(publicQueries.caseStudy(address));
  if (!data) return null;
  return (
    <section aria-labelledby="case-study-title" className={classes.layout}>
      <Title order={2} size="h3" id="case-study-title" className={classes.heading}>
        {DETAIL_TEXT.caseStudy}
      </Title>
      {data.toc.length > 1 && (
        <aside className={classes.toc}>
          <TableOfContents entries={data.toc} label={DETAIL_TEXT.contents} />
        </aside>
      )}
      <article className={classes.body}>
        <RenderedMarkdown content={data} waits="blocks" />
      </article>
    </section>
  );
}
