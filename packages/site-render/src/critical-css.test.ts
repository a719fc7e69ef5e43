import { describe, expect, it } from 'vitest';
import { inlineCriticalCss } from './critical-css';

const page = (body: string, links = ['/assets/index-1.css', '/assets/card-1.css']) => `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <title>T</title>
    ${links.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ')}
    <script type="module" data-boot="/assets/a.js">boot()</script>
  </head>
  <body><div id="root">${body}</div>
    <script type="application/json" id="public-content">{"a":"\\u003c/script>"}</script>
  </body>
</html>`;

const stylesheets = {
  'assets/index-1.css':
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-1.woff2)format("woff2")}' +
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-greek-wght-1.woff2)format("woff2")}' +
    '.m_button{color:red}.m_modal{position:fixed}' +
    '[data-mantine-color-scheme=dark] .m_modal{background:black}' +
    '@media (max-width:48em){.m_button{color:blue}}',
  'assets/card-1.css': '._card_1{padding:4px}._unused_1{margin:0}',
};

const styleOf = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');

describe('inlineCriticalCss', () => {
  it("puts the rules the page's elements use in its head, media queries included, and nothing else", async () => {
    const html = await inlineCriticalCss(page('<button class="m_button _card_1">Go</button>'), stylesheets);
    const css = styleOf(html);
    expect(css).toContain('.m_button{color:red}');
    expect(css).toContain('@media (max-width:48em){.m_button{color:blue}}');
    expect(css).toContain('._card_1{padding:4px}');
    expect(css).not.toContain('._unused_1');
    expect(css).not.toContain('position:fixed');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the dark scheme’s rules, which the colour-scheme script switches on before the first paint', async () => {
    const css = styleOf(await inlineCriticalCss(page('<p>x</p>'), stylesheets));
    expect(css).toContain('[data-mantine-color-scheme=dark] .m_modal{background:black}');
  });

  it('moves every stylesheet link to the end of the body, in the order the build linked them', async () => {
    const html = await inlineCriticalCss(page('<button class="m_button">Go</button>'), stylesheets);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    const tail = html.slice(html.indexOf('id="public-content"'));
    expect(tail.indexOf('/assets/index-1.css')).toBeGreaterThan(0);
    expect(tail.indexOf('/assets/index-1.css')).toBeLessThan(tail.indexOf('/assets/card-1.css'));
  });

  it('adds the faces of the preloaded font files only', async () => {
    const css = styleOf(
      await inlineCriticalCss(page('<p>x</p>'), stylesheets, ['assets/inter-latin-wght-1.woff2']),
    );
    expect(css).toContain('inter-latin-wght-1.woff2');
    expect(css).not.toContain('inter-greek');
  });

  it('leaves the scripts, the embedded content and the markup’s text as they were', async () => {
    const input = page('<h1 title="a &amp; b">Tom &amp; Jerry</h1>');
    const html = await inlineCriticalCss(input, stylesheets);
    expect(html).toContain('<script type="module" data-boot="/assets/a.js">boot()</script>');
    expect(html).toContain('{"a":"\\u003c/script>"}');
    expect(html).toContain('<h1 title="a &amp; b">Tom &amp; Jerry</h1>');
    expect(html).not.toContain('beasties');
  });

  it('leaves a stylesheet that the markup itself links where it is, for the app to find when it hydrates', async () => {
    const body =
      '<article><link rel="stylesheet" href="/assets/card-1.css"><p class="_card_1">x</p></article>';
    const html = await inlineCriticalCss(page(body, ['/assets/index-1.css']), stylesheets);
    expect(html).toContain(body);
    expect(html).not.toContain('beasties');
  });

  it('leaves a stylesheet the build does not list linked where it was', async () => {
    const html = await inlineCriticalCss(page('<p>x</p>', ['/assets/other.css']), stylesheets);
    expect(html.slice(0, html.indexOf('</head>'))).toContain('href="/assets/other.css"');
  });
});
