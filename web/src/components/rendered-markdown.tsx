import katexFonts from 'katex/dist/katex.min.css?katex-fonts&url';
import katexStylesheet from 'katex/dist/katex.min.css?url';
import { useRef } from 'react';
import type { CaseStudy } from '@/data/case-studies/model';
import classes from './rendered-markdown.module.css';
import { useNearViewport } from './use-near-viewport';

/**
 * Markdown that the prerender, the publish or the admin preview already turned into safe HTML
 * (sanitized, then math and code drawn). It is shown as it is: the page runs no Markdown, math or
 * highlighting code, and hydration meets the very HTML the server wrote. KaTeX's stylesheet loads
 * only where there is math, and its fonts (vite/katex-fonts-apart.ts) in a long read only once
 * the text is within a screen of the viewport: a phone lays out the first screens at load, and
 * would otherwise fetch them beside the page's first image for formulas far below it.
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
  const body = useRef<HTMLDivElement>(null);
  const fontsWait = content.math && waits === 'blocks';
  // False on the server and in the hydrating render, so a long read's page starts without them.
  const near = useNearViewport(body, '100% 0px', { watch: fontsWait });
  const fontsNow = content.math && (!fontsWait || near);
  return (
    <>
      {content.math && <link rel="stylesheet" href={katexStylesheet} />}
      {fontsNow && <link rel="stylesheet" href={katexFonts} />}
      {/* Marked (EMBEDDED_HTML_ATTRIBUTE of @portfolio/model/page-contract), so a prerendered page's
          embedded content reads this HTML back from here. Written out: imported into this lazy
          chunk, the contract module became a request of its own on every page. */}
      <div
        ref={body}
        className={className}
        data-embedded-html=""
        dangerouslySetInnerHTML={{ __html: content.html }}
      />
    </>
  );
}
