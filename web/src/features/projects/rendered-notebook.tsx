import { RenderedMarkdown } from '@/components/rendered-markdown';
import type { RenderedNotebook as Rendered } from '@portfolio/markdown/render-notebook';
import classes from './notebook.module.css';

/**
 * A notebook that the prerender or the publish already turned into safe HTML. Shown as it is, in
 * the case studies' typography: the page runs no notebook, Markdown or highlighting code.
 */
export function RenderedNotebook({ content }: { content: Rendered }) {
  return (
    <div className={classes.notebook}>
      <RenderedMarkdown content={content} waits="parts" />
    </div>
  );
}
