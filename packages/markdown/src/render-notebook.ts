import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { ansiToHtml } from './ansi-to-html';
import { focusableScrollers } from './focusable-scrollers';
import { CODE_THEMES, codeHighlighter } from './highlighter';
import { renderMarkdown } from './render-markdown';
import { notebookHtmlSchema } from './sanitize-schema';

/** Notebooks larger than this are not rendered: their page says so and offers the download. */
export const NOTEBOOK_SIZE_LIMIT = 20 * 1024 * 1024;

/** Images up to this size stay in the page as data URLs; larger ones become files beside it. */
export const INLINE_IMAGE_LIMIT = 16 * 1024;

/** A notebook as safe static HTML, and what the page needs beside it. */
export interface RenderedNotebook {
  html: string;
  /** The HTML holds KaTeX output, which needs KaTeX's stylesheet. */
  math: boolean;
  /** The HTML holds highlighted code. */
  code: boolean;
}

/** An image output too large to inline: the file the page links to, under `name` beside it. */
export interface NotebookImage {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface NotebookRenderOptions {
  /** The URL of an extracted image in the page, from its file name (`<hash>.png`). */
  imageUrl: (name: string) => string;
}

type MultilineString = string | string[];
type MimeBundle = Record<string, unknown>;

interface NotebookOutput {
  output_type?: string;
  name?: string;
  text?: MultilineString;
  data?: MimeBundle;
  /** Per type: a plot drawn for sharp screens declares the size it is shown at (`width`, `height`). */
  metadata?: Record<string, unknown>;
  ename?: string;
  evalue?: string;
  traceback?: string[];
  execution_count?: number | null;
}

interface NotebookCell {
  cell_type?: string;
  source?: MultilineString;
  execution_count?: number | null;
  outputs?: NotebookOutput[];
}

interface Notebook {
  nbformat?: number;
  cells?: NotebookCell[];
  metadata?: { kernelspec?: { language?: string }; language_info?: { name?: string } };
}

const text = (value: unknown): string =>
  Array.isArray(value)
    ? value.filter((v) => typeof v === 'string').join('')
    : typeof value === 'string'
      ? value
      : '';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const IMAGE_EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' } as const;
type ImageType = keyof typeof IMAGE_EXTENSIONS;

/** The representation shown of a rich output: a picture before its text fallback, a table before text. */
const PREFERRED: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'text/html',
  'text/markdown',
  'text/latex',
  'text/plain',
];

/** The width and height a PNG declares, so the page reserves its box before it loads. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes[0] !== 0x89 || bytes[1] !== 0x50) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const isBase64 = (value: string) => /^[A-Za-z0-9+/]*={0,2}$/.test(value);

// Web APIs rather than Node's Buffer and crypto: the development server renders in the browser.
function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

async function contentName(bytes: Uint8Array<ArrayBuffer>, extension: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex}.${extension}`;
}

class NotebookRenderer {
  readonly images: NotebookImage[] = [];
  math = false;

  constructor(
    private readonly options: NotebookRenderOptions,
    private readonly language: string,
  ) {}

  async cell(cell: NotebookCell): Promise<string> {
    const source = text(cell.source);
    if (cell.cell_type === 'markdown') {
      const rendered = await renderMarkdown(source);
      this.math ||= rendered.math;
      return `<div class="nb-cell nb-markdown">${rendered.html}</div>`;
    }
    if (cell.cell_type === 'raw') {
      return `<div class="nb-cell nb-raw"><pre tabindex="0">${escapeHtml(source)}</pre></div>`;
    }
    if (cell.cell_type !== 'code') return '';
    const count = typeof cell.execution_count === 'number' ? String(cell.execution_count) : ' ';
    const outputs = await Promise.all((cell.outputs ?? []).map((output) => this.output(output)));
    const input = `<div class="nb-input"><div class="nb-prompt" aria-hidden="true">In [${count}]:</div>${await this.code(source)}</div>`;
    const shown = outputs.filter(Boolean);
    return `<div class="nb-cell nb-code">${input}${
      shown.length ? `<div class="nb-outputs">${shown.join('')}</div>` : ''
    }</div>`;
  }

  private async code(source: string): Promise<string> {
    const highlighter = await codeHighlighter();
    const lang = highlighter.getLoadedLanguages().includes(this.language) ? this.language : 'text';
    return highlighter.codeToHtml(source, { lang, themes: CODE_THEMES, defaultColor: 'light' });
  }

  private async output(output: NotebookOutput): Promise<string> {
    switch (output.output_type) {
      case 'stream': {
        const stderr = output.name === 'stderr' ? ' nb-stderr' : '';
        return `<pre class="nb-output nb-stream${stderr}" tabindex="0">${ansiToHtml(text(output.text))}</pre>`;
      }
      case 'error': {
        const traceback = output.traceback?.length
          ? output.traceback.filter((line) => typeof line === 'string').join('\n')
          : `${output.ename ?? 'Error'}: ${output.evalue ?? ''}`;
        return `<pre class="nb-output nb-error" tabindex="0">${ansiToHtml(traceback)}</pre>`;
      }
      case 'execute_result': {
        // A cell's value, numbered as Jupyter numbers it: Out[3]: beside In [3]:.
        const count = typeof output.execution_count === 'number' ? output.execution_count : null;
        const prompt = count === null ? '' : `<div class="nb-prompt" aria-hidden="true">Out[${count}]:</div>`;
        const shown = await this.rich(output.data ?? {}, output.metadata);
        return shown && prompt + shown;
      }
      case 'display_data':
        return this.rich(output.data ?? {}, output.metadata);
      default:
        return '';
    }
  }

  private async rich(data: MimeBundle, metadata: Record<string, unknown> = {}): Promise<string> {
    const type = PREFERRED.find((t) => typeof data[t] === 'string' || Array.isArray(data[t]));
    if (!type) return '';
    const value = text(data[type]);
    if (type in IMAGE_EXTENSIONS) {
      return this.image(type as ImageType, value, text(data['text/plain']), metadata[type]);
    }
    if (type === 'text/html') {
      return `<div class="nb-output nb-html">${await sanitizeHtml(value)}</div>`;
    }
    if (type === 'text/markdown') {
      const rendered = await renderMarkdown(value);
      this.math ||= rendered.math;
      return `<div class="nb-output nb-html">${rendered.html}</div>`;
    }
    return `<pre class="nb-output nb-text" tabindex="0">${ansiToHtml(value)}</pre>`;
  }

  /**
   * An image output, always as an <img>: a picture drawn from a URL runs no script even when it
   * is an SVG. Large PNG and JPEG become files beside the page; SVG stays a data URL, because an
   * SVG file on the site's own origin would run its scripts when opened directly.
   */
  private async image(type: ImageType, value: string, fallback: string, declared: unknown): Promise<string> {
    const bytes =
      type === 'image/svg+xml'
        ? new TextEncoder().encode(value)
        : isBase64(value.replace(/\s/g, ''))
          ? fromBase64(value.replace(/\s/g, ''))
          : null;
    if (!bytes?.length) return '';
    let src: string;
    if (type !== 'image/svg+xml' && bytes.length > INLINE_IMAGE_LIMIT) {
      const name = await contentName(bytes, IMAGE_EXTENSIONS[type]);
      if (!this.images.some((image) => image.name === name)) this.images.push({ name, type, bytes });
      src = this.options.imageUrl(name);
    } else {
      src = `data:${type};base64,${toBase64(bytes)}`;
    }
    const size = shownSize(type === 'image/png' ? pngSize(bytes) : null, declared);
    const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
    const alt = fallback.trim() && !fallback.startsWith('<') ? fallback.trim() : 'Output image';
    return `<div class="nb-output nb-image"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"${dimensions} loading="lazy" decoding="async"></div>`;
  }
}

const isLength = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 10_000;

/**
 * The size an image is shown at: the one its output declares, as Jupyter shows it (a plot drawn
 * at twice its size for sharp screens declares half), else its own pixels.
 */
function shownSize(
  pixels: { width: number; height: number } | null,
  declared: unknown,
): { width: number; height: number } | null {
  const { width, height } = (declared ?? {}) as { width?: unknown; height?: unknown };
  if (!isLength(width)) return pixels;
  if (isLength(height)) return { width: Math.round(width), height: Math.round(height) };
  return pixels
    ? { width: Math.round(width), height: Math.round((width * pixels.height) / pixels.width) }
    : null;
}

/** HTML a cell printed (a DataFrame's table), through the same kind of allow-list as Markdown. */
async function sanitizeHtml(html: string): Promise<string> {
  const tree: Root = { type: 'root', children: [{ type: 'raw', value: html }] };
  const processor = unified()
    .use(rehypeRaw)
    .use(rehypeSanitize, notebookHtmlSchema)
    .use(focusableScrollers)
    .use(rehypeStringify);
  return processor.stringify(await processor.run(tree));
}

/** The notebook's JSON, or an error that says why the file is not an nbformat 4 notebook. */
function parseNotebook(source: string): Notebook {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    throw new Error('The notebook is not valid JSON');
  }
  const notebook = parsed as Notebook;
  if (!notebook || typeof notebook !== 'object' || !Array.isArray(notebook.cells)) {
    throw new Error('The file is not a Jupyter notebook (no cells)');
  }
  if (notebook.nbformat !== 4)
    throw new Error(`Notebook format ${String(notebook.nbformat)} is not supported`);
  return notebook;
}

/**
 * A Jupyter notebook (nbformat 4) to static HTML at render time: Markdown cells through the case
 * studies' pipeline, code highlighted with its execution count, outputs as text, ANSI-coloured
 * errors, sanitized HTML and images. Nothing in it needs JavaScript, and nothing the notebook
 * holds can run: every piece of its text is escaped, sanitized or shown as an image.
 */
export async function renderNotebook(
  source: string,
  options: NotebookRenderOptions,
): Promise<{ notebook: RenderedNotebook; images: NotebookImage[] }> {
  const parsed = parseNotebook(source);
  const language = (
    parsed.metadata?.language_info?.name ??
    parsed.metadata?.kernelspec?.language ??
    'python'
  ).toLowerCase();
  const renderer = new NotebookRenderer(options, language);
  const cells: string[] = [];
  for (const cell of parsed.cells ?? []) cells.push(await renderer.cell(cell));
  const html = `<div class="nb-notebook">${cells.join('')}</div>`;
  return {
    notebook: { html, math: renderer.math, code: html.includes('class="shiki') },
    images: renderer.images,
  };
}
