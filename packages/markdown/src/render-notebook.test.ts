// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { INLINE_IMAGE_LIMIT, renderNotebook } from './render-notebook';

type Cell = Record<string, unknown>;

/** A notebook as Jupyter writes it (nbformat 4.5): cells with ids, sources as arrays of lines. */
function notebook(cells: Cell[]): string {
  return JSON.stringify({
    cells: cells.map((cell, i) => ({ id: `cell-${i}`, metadata: {}, ...cell })),
    metadata: {
      kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' },
      language_info: { name: 'python', version: '3.11.6' },
    },
    nbformat: 4,
    nbformat_minor: 5,
  });
}

const markdown = (...source: string[]): Cell => ({ cell_type: 'markdown', source });
const code = (count: number | null, source: string[], outputs: Cell[] = []): Cell => ({
  cell_type: 'code',
  execution_count: count,
  source,
  outputs,
});

const imageUrl = (name: string) => `/projects/p/notebooks/f.${name}`;

async function rendered(cells: Cell[]) {
  const out = await renderNotebook(notebook(cells), { imageUrl });
  const root = document.createElement('div');
  root.innerHTML = out.notebook.html;
  return { ...out, root };
}

/** A PNG's signature and header (width, height), then `size` bytes of filler. */
function png(width: number, height: number, size = 64): string {
  const bytes = new Uint8Array(24 + size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  for (let i = 24; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
  return btoa(String.fromCharCode(...bytes));
}

/** Every way the page could run something of the notebook's: elements, handlers, URLs. */
function runnable(root: HTMLElement): string[] {
  const found: string[] = [];
  const dangerous = ['script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'style', 'link'];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if ([...dangerous, 'meta', 'base', 'svg', 'foreignobject', 'math'].includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of el.attributes) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset'].includes(name)) {
        const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
        const image =
          tag === 'img' && name === 'src' && /^data:image\/(png|jpeg|svg\+xml);base64,/.test(value);
        if (scheme && !image && !['http', 'https', 'mailto'].includes(scheme)) found.push(`${tag}[${name}]`);
      }
    }
  }
  return found;
}

describe('renderNotebook', () => {
  it('renders markdown cells with math, and code cells highlighted with their execution counts', async () => {
    const { root, notebook: out } = await rendered([
      markdown('## Churn model\n', '\n', 'The score is $p = \\sigma(z)$.'),
      code(3, ['import pandas as pd\n', "df = pd.read_csv('x.csv')"]),
      code(null, ['print(1)']),
    ]);
    expect(root.querySelector('h2')?.textContent).toBe('Churn model');
    expect(root.querySelector('.katex')).not.toBeNull();
    expect(out).toMatchObject({ math: true, code: true });
    const prompts = [...root.querySelectorAll('.nb-prompt')].map((p) => p.textContent);
    expect(prompts).toEqual(['In [3]:', 'In [ ]:']);
    const source = root.querySelector('.nb-code pre.shiki code');
    expect(source?.textContent).toBe("import pandas as pd\ndf = pd.read_csv('x.csv')");
    expect(source?.querySelectorAll('span[style*="--shiki-dark"]').length).toBeGreaterThan(1);
  });

  it('shows streams and plain text results, stderr apart', async () => {
    const { root } = await rendered([
      code(
        1,
        ['print("hi")'],
        [
          { output_type: 'stream', name: 'stdout', text: ['AUC: 0.912\n', 'done\n'] },
          { output_type: 'stream', name: 'stderr', text: 'warning: slow\n' },
          {
            output_type: 'execute_result',
            execution_count: 1,
            metadata: {},
            data: { 'text/plain': ['0.0571'] },
          },
        ],
      ),
    ]);
    expect(root.querySelector('.nb-stream')?.textContent).toBe('AUC: 0.912\ndone\n');
    expect(root.querySelector('.nb-stderr')?.textContent).toBe('warning: slow\n');
    expect(root.querySelector('.nb-text')?.textContent).toBe('0.0571');
    expect(root.querySelector('.nb-outputs .nb-prompt')?.textContent).toBe('Out[1]:');
  });

  it('colours an error traceback with classes, never raw escape characters', async () => {
    const { root } = await rendered([
      code(
        2,
        ['1/0'],
        [
          {
            output_type: 'error',
            ename: 'ZeroDivisionError',
            evalue: 'division by zero',
            traceback: [
              '\u001b[0;31m---------------------------------------------------------------------------\u001b[0m',
              '\u001b[0;31mZeroDivisionError\u001b[0m: division by zero',
            ],
          },
        ],
      ),
    ]);
    const error = root.querySelector('.nb-error')!;
    expect(error.textContent).toContain('ZeroDivisionError: division by zero');
    expect(error.textContent).not.toContain('\u001b');
    expect([...error.querySelectorAll('.ansi-red-fg')].map((s) => s.textContent)).toContain(
      'ZeroDivisionError',
    );
  });

  it('shows a DataFrame’s HTML table without its style element', async () => {
    const html = [
      '<div>\n<style scoped>\n.dataframe tbody tr th { vertical-align: top; }\n</style>\n',
      '<table border="1" class="dataframe">\n<thead><tr><th></th><th>model</th><th>auc</th></tr></thead>\n',
      '<tbody><tr><th>0</th><td>logistic</td><td>0.84</td></tr></tbody>\n</table>\n</div>',
    ];
    const { root } = await rendered([
      code(
        4,
        ['scores'],
        [
          {
            output_type: 'execute_result',
            execution_count: 4,
            metadata: {},
            data: { 'text/html': html, 'text/plain': ['   model   auc'] },
          },
        ],
      ),
    ]);
    expect(root.querySelector('.nb-html table.dataframe td')?.textContent).toBe('logistic');
    expect(root.textContent).not.toContain('vertical-align');
  });

  it('lets a keyboard reach every block that may scroll sideways: code, outputs, tables', async () => {
    const { root } = await rendered([
      { cell_type: 'raw', source: ['raw text'], metadata: {} },
      code(
        1,
        ['print("a long line")'],
        [
          { output_type: 'stream', name: 'stdout', text: ['a long line'] },
          {
            output_type: 'display_data',
            metadata: {},
            data: { 'text/html': ['<table><tr><td>1</td></tr></table>'] },
          },
        ],
      ),
    ]);
    const scrollers = [...root.querySelectorAll('pre, table')];
    expect(scrollers.map((el) => `${el.tagName} ${el.className}`.trim())).toEqual([
      'PRE',
      expect.stringMatching(/^PRE shiki/),
      'PRE nb-output nb-stream',
      'TABLE',
    ]);
    for (const el of scrollers) expect(el.getAttribute('tabindex')).toBe('0');
  });

  it('inlines a small PNG with its size, and extracts a large one to a file beside the page', async () => {
    const small = png(40, 30);
    const large = png(640, 480, INLINE_IMAGE_LIMIT + 100);
    const { root, images } = await rendered([
      code(
        5,
        ['plot()'],
        [
          {
            output_type: 'display_data',
            metadata: {},
            data: { 'image/png': small, 'text/plain': ['<Figure size 640x480 with 1 Axes>'] },
          },
          {
            output_type: 'display_data',
            metadata: {},
            data: { 'image/png': `${large}\n`, 'text/plain': ['Churn by tenure'] },
          },
        ],
      ),
    ]);
    const [inline, file] = [...root.querySelectorAll('img')];
    expect(inline?.getAttribute('src')).toBe(`data:image/png;base64,${small}`);
    expect([inline?.getAttribute('width'), inline?.getAttribute('height')]).toEqual(['40', '30']);
    expect(inline?.getAttribute('alt')).toBe('Output image');
    expect(images).toHaveLength(1);
    expect(images[0]!.name).toMatch(/^[0-9a-f]{16}\.png$/);
    expect(images[0]!.bytes.length).toBe(24 + INLINE_IMAGE_LIMIT + 100);
    expect(file?.getAttribute('src')).toBe(imageUrl(images[0]!.name));
    expect(file?.getAttribute('alt')).toBe('Churn by tenure');
  });

  it('shows a plot drawn for sharp screens at the size its output declares, as Jupyter does', async () => {
    const sharp = png(1280, 800);
    const { root } = await rendered([
      code(
        6,
        ['plot()'],
        [
          {
            output_type: 'display_data',
            metadata: { 'image/png': { width: 640, height: 400 } },
            data: { 'image/png': sharp },
          },
          {
            output_type: 'display_data',
            metadata: { 'image/png': { width: 320 } },
            data: { 'image/png': sharp },
          },
          {
            output_type: 'display_data',
            metadata: { 'image/png': { width: -5 } },
            data: { 'image/png': sharp },
          },
        ],
      ),
    ]);
    const sizes = [...root.querySelectorAll('img')].map((img) => [
      img.getAttribute('width'),
      img.getAttribute('height'),
    ]);
    expect(sizes).toEqual([
      ['640', '400'],
      ['320', '200'],
      ['1280', '800'],
    ]);
  });

  it('shows an SVG output as an image, never as markup in the page', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>';
    const { root, images } = await rendered([
      code(6, ['draw()'], [{ output_type: 'display_data', metadata: {}, data: { 'image/svg+xml': svg } }]),
    ]);
    expect(root.querySelector('svg')).toBeNull();
    expect(root.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(images).toEqual([]);
    expect(runnable(root)).toEqual([]);
  });

  const hostile: [string, Cell, string][] = [
    ['a script in a markdown cell', markdown('before <script>alert(1)</script> after'), 'before'],
    ['a javascript: link in a markdown cell', markdown('[click me](javascript:alert(1))'), 'click me'],
    [
      'an image error handler in a markdown cell',
      markdown('<img src=x onerror="alert(1)"> caption'),
      'caption',
    ],
    [
      'a script in an HTML output',
      code(
        1,
        ['x'],
        [
          {
            output_type: 'display_data',
            metadata: {},
            data: { 'text/html': '<b>kept</b><script>alert(1)</script>' },
          },
        ],
      ),
      'kept',
    ],
    [
      'an onerror in an HTML output',
      code(
        1,
        ['x'],
        [
          {
            output_type: 'display_data',
            metadata: {},
            data: { 'text/html': '<img src=x onerror=alert(1)><p>table text</p>' },
          },
        ],
      ),
      'table text',
    ],
    [
      'a javascript: link in an HTML output',
      code(
        1,
        ['x'],
        [
          {
            output_type: 'display_data',
            metadata: {},
            data: { 'text/html': '<a href="javascript:alert(1)">link text</a>' },
          },
        ],
      ),
      'link text',
    ],
    [
      'an iframe and a form in an HTML output',
      code(
        1,
        ['x'],
        [
          {
            output_type: 'display_data',
            metadata: {},
            data: {
              'text/html': '<iframe src="https://evil.example"></iframe><form><button>go</button></form>',
            },
          },
        ],
      ),
      'go',
    ],
    [
      'an inline SVG with script in an HTML output',
      code(
        1,
        ['x'],
        [
          {
            output_type: 'display_data',
            metadata: {},
            data: { 'text/html': '<svg><script>alert(1)</script><text>svg text</text></svg>' },
          },
        ],
      ),
      'svg text',
    ],
    [
      'markup in the code',
      code(1, ['</code></pre><script>alert(1)</script>']),
      '</code></pre><script>alert(1)</script>',
    ],
    [
      'markup in a stream',
      code(
        1,
        ['x'],
        [{ output_type: 'stream', name: 'stdout', text: '<img src=x onerror=alert(1)>streamed' }],
      ),
      '<img src=x onerror=alert(1)>streamed',
    ],
    [
      'markup in an error',
      code(
        1,
        ['x'],
        [{ output_type: 'error', ename: 'E', evalue: 'v', traceback: ['<script>alert(1)</script>traced'] }],
      ),
      '<script>alert(1)</script>traced',
    ],
    [
      'a quote in an image’s alt text',
      code(
        1,
        ['x'],
        [
          {
            output_type: 'display_data',
            metadata: {},
            data: { 'image/png': png(2, 2), 'text/plain': '" onerror="alert(1)' },
          },
        ],
      ),
      '',
    ],
    [
      'an image that is not base64',
      code(
        1,
        ['x'],
        [{ output_type: 'display_data', metadata: {}, data: { 'image/png': '"><script>alert(1)</script>' } }],
      ),
      '',
    ],
  ];

  it.each(hostile)('runs nothing from %s and keeps the text visible', async (_name, cell, visible) => {
    const { root } = await rendered([cell]);
    expect(runnable(root)).toEqual([]);
    expect(root.textContent).toContain(visible);
  });

  it('refuses a file that is not an nbformat 4 notebook', async () => {
    await expect(renderNotebook('{"cells": 1}', { imageUrl })).rejects.toThrow(/not a Jupyter notebook/);
    await expect(renderNotebook('not json', { imageUrl })).rejects.toThrow(/not valid JSON/);
    await expect(renderNotebook('{"cells": [], "nbformat": 3}', { imageUrl })).rejects.toThrow(/format 3/);
  });
});
