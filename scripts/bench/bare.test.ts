import { describe, expect, it } from 'vitest';
import { barePath, stripScripts } from './bare.mjs';

const page = `<!doctype html>
<html lang="en">
  <head>
    <script data-mantine-script>try { document.documentElement.setAttribute('data-mantine-color-scheme', 'light'); } catch (e) {}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="preload" as="script" href="/assets/late.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <link rel="preload" as="font" type="font/woff2" href="/assets/heading.woff2" crossorigin>
    <script type="application/ld+json">{"@type":"Person"}</script>
  </head>
  <body>
    <div id="root"><main><h1>Jane</h1></main></div>
    <script type="application/json" id="public-content">{"a":1}</script>
    <script TYPE='text/javascript'>boot()</script>
    <script type="module">const chunks = ["/assets/a.js"]; import('/assets/index-abc.js');</script>
  </body>
</html>`;

describe('stripScripts', () => {
  const bare = stripScripts(page);

  it('removes every script the browser would run and every script preload', () => {
    expect(bare).not.toMatch(/data-mantine-script|index-abc\.js|vendor-def|late\.js|boot\(\)|import\(/);
  });

  it('keeps the stylesheets, font preloads, markup and inert data blocks', () => {
    expect(bare).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(bare).toContain('as="font"');
    expect(bare).toContain('<div id="root"><main><h1>Jane</h1></main></div>');
    expect(bare).toContain('<script type="application/ld+json">{"@type":"Person"}</script>');
    expect(bare).toContain('<script type="application/json" id="public-content">{"a":1}</script>');
  });
});

describe('barePath', () => {
  it('serves the bare copy of each page under its own prefix', () => {
    expect(barePath('/')).toBe('/__bare/');
    expect(barePath('/projects/a')).toBe('/__bare/projects/a');
  });
});
