import katexStylesheet from 'katex/dist/katex.min.css?url';
import type { CaseStudy } from '@/data/case-studies/model';
import classes from './rendered-markdown.module.css';

/**
 * Markdown that the prerender, the publish or the admin preview already turned into safe HTML
 * (sanitized, then math and code drawn). It is shown as it is: the page runs no Markdown, math or
 * highlighting code, and hydration meets the very HTML the server wrote. KaTeX's stylesheet (and
 * its fonts) load only where there is math.
 */
export function RenderedMarkdown({
  content,
  waits = 'whole',
}: {
  content: Pick<CaseStudy, 'html' | 'math'>;
  /**
   * What is laid out only when scrolled near: the whole markdown as one block (the admin's
   * preview), each of its blocks (a page's long read), or nothing here because the caller's own
   * parts wait (a notebook's cells).
   */
  waits?: 'whole' | 'blocks' | 'parts';
}) {
  const waiting = { whole: classes.waitsWhole, blocks: classes.deferBlocks, parts: '' }[waits];
  const className = waiting ? `${classes.markdown} ${waiting}` : classes.markdown;
  return (
    <>
      {content.math && <link rel="stylesheet" href={katexStylesheet} />}
      {/* Marked (EMBEDDED_HTML_ATTRIBUTE of @portfolio/model/page-contract), so a prerendered page's
          embedded content reads this HTML back from here. Written out: imported into this lazy
          chunk, the contract module became a request of its own on every page. */}
      <div className={className} data-embedded-html="" dangerouslySetInnerHTML={{ __html: content.html }} />
    </>
  );
}
