import type { RenderedMarkdown } from '@portfolio/markdown/render-markdown';

/**
 * A project's case study as the prerender or the last publish rendered it: safe HTML, its table
 * of contents, and whether it needs KaTeX's stylesheet. The public pages never render Markdown.
 */
export type CaseStudy = RenderedMarkdown;
