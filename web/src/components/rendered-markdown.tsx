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
  longRead = false,
}: {
  content: Pick<CaseStudy, 'html' | 'math'>;
  /** A page's long read: each block is laid out only when scrolled near. */
  longRead?: boolean;
}) {
  const className = `${classes.markdown} ${longRead ? classes.deferBlocks : classes.waitsWhole}`;
  return (
    <>
      {content.math && <link rel="stylesheet" href={katexStylesheet} />}
      <div className={className} dangerouslySetInnerHTML={{ __html: content.html }} />
    </>
  );
}
