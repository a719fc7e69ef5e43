import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeKatex from 'rehype-katex';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { CODE_THEMES, codeHighlighter } from './highlighter';
import { focusableScrollers } from './focusable-scrollers';
import { imageAttributes, type ImageSize } from './image-attributes';
import { sanitizeSchema } from './sanitize-schema';

/** One heading of the table of contents. */
export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** Markdown as HTML that is safe to put in a page as it is, and what the page needs beside it. */
export interface RenderedMarkdown {
  html: string;
  /** Second- and third-level headings, in order, with the ids their anchors link to. */
  toc: TocEntry[];
  /** The HTML holds KaTeX output, which needs KaTeX's stylesheet. */
  math: boolean;
  /** The HTML holds highlighted code. */
  code: boolean;
}

type BundledHighlighter = Parameters<typeof rehypeShikiFromHighlighter>[0];

/** @shikijs/rehype types its highlighter as a full bundle's; a core one with fewer grammars works alike. */
const highlighter = async () => (await codeHighlighter()) as unknown as BundledHighlighter;

/** The class of the link each heading gets to itself. */
export const HEADING_ANCHOR_CLASS = 'heading-anchor';

/** Ids the sanitizer gave (footnotes, the author's own ids) start with this, so none can clobber the page's. */
const USER_ID_PREFIX = 'user-content-';

/**
 * Ids made from heading text start with this: a heading 'Public content' or 'Root' must not take
 * the id of the page's embedded content or of the app's root (DOM clobbering), whatever it says.
 */
export const HEADING_ID_PREFIX = 'section-';

const isAuthorHeading = (node: Element) =>
  /^h[1-6]$/.test(node.tagName) && !String(node.properties.id ?? '').startsWith(USER_ID_PREFIX);

/**
 * In-page links the author wrote follow the ids that were prefixed: footnote references and the
 * author's own ids (the sanitizer's prefix), links to a heading by its text (the heading prefix).
 * A new plugin for each prefix: unified keeps one use of a plugin, the last options winning.
 */
const linkPrefixedIds = (prefix: string) => () => (tree: Root) => {
  const ids = new Set<string>();
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id);
  });
  visit(tree, 'element', (node: Element) => {
    const href = node.tagName === 'a' ? node.properties.href : undefined;
    const target = typeof href === 'string' && href.startsWith('#') ? href.slice(1) : null;
    if (target !== null && !ids.has(target) && ids.has(prefix + target)) {
      node.properties.href = `#${prefix}${target}`;
    }
  });
};

function collectToc(toc: TocEntry[]) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const depth = node.tagName === 'h2' ? 2 : node.tagName === 'h3' ? 3 : null;
      if (depth && isAuthorHeading(node) && typeof node.properties.id === 'string') {
        toc.push({ depth, id: node.properties.id, text: toString(node).trim() });
      }
    });
  };
}

/**
 * GitHub-flavoured Markdown with math to HTML. What the author wrote (Markdown and any HTML in it)
 * is sanitized first; only then do the trusted steps add what the allow-list would refuse:
 * KaTeX's markup, Shiki's coloured spans, heading ids and their anchor links. Nothing in the
 * output needs JavaScript: math and code are drawn by CSS alone.
 */
export interface RenderOptions {
  /** The pixel size of an image the author put in, by its URL, where it is known. */
  imageSize?: ImageSize;
}

/**
 * The largest size a formula may give a rule, a space or a box, in ems: a \rule{100000em}{100000em}
 * would otherwise draw a box over the whole page. Real formulas stay far below it.
 */
export const MATH_MAX_SIZE_EM = 20;

export async function renderMarkdown(source: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  const toc: TocEntry[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: '' })
    .use(rehypeRaw)
    .use(rehypeSanitize, sanitizeSchema)
    .use(linkPrefixedIds(USER_ID_PREFIX))
    .use(imageAttributes, options.imageSize)
    // An expression KaTeX cannot read is shown as its source in red; trust: false keeps \href, \url and \html* from making links or attributes.
    .use(rehypeKatex, { trust: false, strict: 'ignore', maxSize: MATH_MAX_SIZE_EM })
    .use(rehypeShikiFromHighlighter, await highlighter(), {
      themes: CODE_THEMES,
      defaultColor: 'light',
      fallbackLanguage: 'text',
      defaultLanguage: 'text',
    })
    .use(rehypeSlug, { prefix: HEADING_ID_PREFIX })
    .use(linkPrefixedIds(HEADING_ID_PREFIX))
    .use(rehypeAutolinkHeadings, {
      behavior: 'wrap',
      test: isAuthorHeading,
      properties: { className: [HEADING_ANCHOR_CLASS] },
    })
    .use(() => collectToc(toc))
    .use(focusableScrollers)
    .use(rehypeStringify)
    .process(source);
  const html = String(file);
  return { html, toc, math: html.includes('class="katex'), code: html.includes('class="shiki') };
}
