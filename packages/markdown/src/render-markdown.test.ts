// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MATH_MAX_SIZE_EM, renderMarkdown } from './render-markdown';

/** The rendered HTML as a browser would parse it, to look for anything that could run. */
async function rendered(markdown: string) {
  const out = await renderMarkdown(markdown);
  const root = document.createElement('div');
  root.innerHTML = out.html;
  return { ...out, root };
}

/** Every way the page could run something of the author's: elements, handlers, URLs. */
function runnable(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    // Task lists' boxes: GitHub's allow-list keeps them, disabled, and nothing else of a form.
    const taskBox = tag === 'input' && el.getAttribute('type') === 'checkbox' && el.hasAttribute('disabled');
    if (
      !taskBox &&
      [
        'script',
        'iframe',
        'object',
        'embed',
        'form',
        'input',
        'button',
        'style',
        'link',
        'meta',
        'base',
        'frame',
        'frameset',
        'svg',
        'foreignobject',
      ].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    for (const { name, value } of el.attributes) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster'].includes(name)) {
        const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
        if (scheme && !['http', 'https', 'mailto'].includes(scheme)) found.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  return found;
}

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown: headings with anchors, tables, footnotes, task lists', async () => {
    const { root, toc } = await rendered(
      '## The data\n\nA table:\n\n| model | AUC |\n|---|---|\n| logistic | 0.84 |\n\n### Cleaning\n\n- [x] done\n\nA claim[^1].\n\n[^1]: The source.\n',
    );
    expect(root.querySelector('h2#section-the-data a[href="#section-the-data"]')?.textContent).toBe(
      'The data',
    );
    expect(root.querySelector('table td')?.textContent).toBe('logistic');
    expect(toc).toEqual([
      { depth: 2, id: 'section-the-data', text: 'The data' },
      { depth: 3, id: 'section-cleaning', text: 'Cleaning' },
    ]);
    const ref = root.querySelector<HTMLAnchorElement>('a[data-footnote-ref]');
    expect(root.querySelector(ref!.getAttribute('href')!)?.textContent).toContain('The source.');
  });

  it('draws math with KaTeX and code with Shiki, at render time', async () => {
    const out = await rendered(
      'Inline $p = \\sigma(z)$.\n\n$$\n\\hat y = \\frac{1}{1+e^{-z}}\n$$\n\n```python\nimport pandas as pd\n```\n',
    );
    expect(out.math).toBe(true);
    expect(out.code).toBe(true);
    expect(out.root.querySelectorAll('.katex')).toHaveLength(2);
    expect(out.root.querySelector('.katex-display')).not.toBeNull();
    const code = out.root.querySelector('pre.shiki code');
    expect(code?.textContent).toBe('import pandas as pd');
    expect(code?.querySelectorAll('span[style*="--shiki-dark"]').length).toBeGreaterThan(1);
  });

  it('says when there is neither math nor code, so the page loads no stylesheet for them', async () => {
    const out = await renderMarkdown('Just *words*.');
    expect(out).toMatchObject({ math: false, code: false, toc: [] });
  });

  it('draws a fence in an unknown language as plain text', async () => {
    const { root } = await rendered('```brainfuck\n+[>.<]\n```\n');
    expect(root.querySelector('pre code')?.textContent).toBe('+[>.<]');
  });

  const hostile: [string, string, string][] = [
    ['a script element', 'before <script>alert(1)</script> after', 'before'],
    ['an event handler', '<b onclick="alert(1)">bold text</b>', 'bold text'],
    ['an image error handler', '<img src="x" onerror="alert(1)"> caption', 'caption'],
    ['a javascript: link', '[click me](javascript:alert(1))', 'click me'],
    ['an entity-encoded javascript: link', '<a href="jav&#x61;script:alert(1)">encoded</a>', 'encoded'],
    ['a data: link', '[open](data:text/html,<script>alert(1)</script>)', 'open'],
    ['a data: image', '![chart](data:image/svg+xml,<svg onload=alert(1)>) shown', 'shown'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>framed', 'framed'],
    ['a style attribute', '<p style="position:fixed;inset:0">covering</p>', 'covering'],
    ['a style element', '<style>body{display:none}</style>styled', 'styled'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf">embedded', 'embedded'],
    ['a form', '<form action="https://evil.example"><input name="pw"><button>Send</button></form>', 'Send'],
    [
      'a meta refresh and base',
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">based',
      'based',
    ],
    [
      'an SVG with script',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">svg link</a></svg>',
      'svg link',
    ],
    [
      'a closing tag inside code',
      '```python\n</code></pre><script>alert(1)</script>\n```',
      '</code></pre><script>alert(1)</script>',
    ],
    ['a hostile fence language', '```"><img src=x onerror=alert(1)>\nfenced\n```', 'fenced'],
    ['KaTeX links', '$\\href{javascript:alert(1)}{math link}$ and $\\url{javascript:alert(2)}$', 'math link'],
    ['KaTeX HTML extensions', '$\\htmlStyle{position:fixed}{styled math}$', 'styled math'],
    ['an id that clobbers the page', '<div id="root" name="boot">clobber</div>', 'clobber'],
  ];

  it.each(hostile)('runs nothing from %s and keeps the text visible', async (_name, markdown, text) => {
    const { root } = await rendered(markdown);
    expect(runnable(root)).toEqual([]);
    expect(root.querySelectorAll('[style*="fixed"]')).toHaveLength(0);
    expect(root.textContent).toContain(text);
  });

  it('lets a keyboard reach every block that may scroll sideways: code, tables, displayed formulas', async () => {
    const { root, html } = await rendered(
      '```python\nprint("a long line")\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n$$\nx^2\n$$\n\n<pre tabindex="-1">author</pre>',
    );
    const scrollers = [...root.querySelectorAll('pre, table, .katex-display')];
    expect(scrollers).toHaveLength(4);
    // Once each: highlighted code came with a tabindex of its own.
    expect(html.match(/tabindex=/gi)).toHaveLength(4);
    for (const el of scrollers) expect(el.getAttribute('tabindex')).toBe('0');
  });

  it('keeps a formula from drawing a box larger than the page, and draws ordinary sizes as written', async () => {
    const { root } = await rendered('$\\rule{100000em}{100000em}$ and $a\\rule{2em}{1em}b$');
    const sizes = [...root.querySelectorAll<HTMLElement>('.katex [style]')].flatMap((el) =>
      [...el.getAttribute('style')!.matchAll(/(-?[\d.]+)em/g)].map((m) => Math.abs(Number(m[1]))),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MATH_MAX_SIZE_EM);
    expect(sizes).toContain(2);
  });

  it('gives no heading the id of one of the page’s own elements, whatever its text', async () => {
    // The page's embedded content, the app's root, and a plain word.
    const pageIds = ['public-content', 'root', 'app'];
    const { root, toc } = await rendered(pageIds.map((id) => `## ${id.replace('-', ' ')}`).join('\n\n'));
    for (const id of pageIds) expect(root.querySelector(`#${id}`)).toBeNull();
    // A link the author wrote to a heading by its text still finds it.
    const linked = await rendered('## Results\n\nSee [the results](#results).');
    const link = linked.root.querySelector<HTMLAnchorElement>('p a')!;
    expect(linked.root.querySelector(link.getAttribute('href')!)?.textContent).toBe('Results');
    expect(toc.map((entry) => entry.id)).toEqual(['section-public-content', 'section-root', 'section-app']);
  });

  it('prefixes ids the author wrote, so they cannot replace the page’s own elements', async () => {
    const { root } = await rendered('<div id="root">x</div>');
    expect(root.querySelector('#root')).toBeNull();
    expect(root.querySelector('#user-content-root')).not.toBeNull();
  });

  it('sizes the images it knows, so the text below them does not jump as they load', async () => {
    const known = 'https://storage.example/o/projects%2Fplot.png?alt=media';
    const out = await renderMarkdown(`![A plot](${known})\n\n![Elsewhere](https://example.org/x.png)`, {
      imageSize: (src) => (src === known ? { width: 1200, height: 800 } : undefined),
    });
    const root = document.createElement('div');
    root.innerHTML = out.html;
    const [plot, other] = root.querySelectorAll('img');
    expect([plot?.getAttribute('width'), plot?.getAttribute('height')]).toEqual(['1200', '800']);
    expect(plot?.getAttribute('loading')).toBe('lazy');
    expect(other?.hasAttribute('width')).toBe(false);
    expect(other?.getAttribute('alt')).toBe('Elsewhere');
    expect(other?.getAttribute('loading')).toBe('lazy');
  });
});
