import type { ReactNode } from 'react';
import type { CaseStudy } from '@/data/case-studies/model';
import { RenderedMarkdown } from './rendered-markdown';
import { TableOfContents } from './table-of-contents';
import classes from './long-read.module.css';

interface LongReadProps {
  /** Rendered Markdown: a case study, a note's body. */
  content: Pick<CaseStudy, 'html' | 'math' | 'toc'>;
  /** The heading above it, across the whole width, and its id, which names the section. */
  heading?: ReactNode;
  labelledBy?: string;
  /** The contents' label; without it, or with fewer than two headings, no contents are shown. */
  contentsLabel?: string;
}

/**
 * A long read: the rendered text, with its contents beside it on a wide screen (sticky while the
 * text scrolls) and above it on a phone.
 */
export function LongRead({ content, heading, labelledBy, contentsLabel }: LongReadProps) {
  return (
    <section aria-labelledby={labelledBy} className={classes.layout}>
      {heading && <div className={classes.heading}>{heading}</div>}
      {contentsLabel && content.toc.length > 1 && (
        <aside className={classes.toc}>
          <TableOfContents entries={content.toc} label={contentsLabel} />
        </aside>
      )}
      <article className={classes.body}>
        <RenderedMarkdown content={content} waits="blocks" />
      </article>
    </section>
  );
}
