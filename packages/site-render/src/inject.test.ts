import { describe, expect, it } from 'vitest';
import { deferEntryScript, injectPage, type BootScript } from './inject';
import { shell } from './test-fixtures';

/** Stands in for the app's boot script element: says what it was given. */
const bootScript: BootScript = (chunks, entry) =>
  `<script type="module">boot(${JSON.stringify(chunks)}, ${JSON.stringify(entry)})</script>`;

describe('injectPage', () => {
  const page = injectPage(
    shell,
    {
      html: '<main><h1>Alex &amp; data</h1></main>',
      title: 'Projects | <Portfolio>',
      description: 'A "quoted" description',
      snapshot: '{"k":1}',
      head: '<link rel="stylesheet" href="/assets/home-page-1.css">',
      chunks: ['assets/home-page-1.js'],
    },
    bootScript,
  );

  it('puts the markup in #root and the content snapshot beside it', () => {
    expect(page).toContain('<div id="root"><main><h1>Alex &amp; data</h1></main></div>');
    expect(page).toContain('<script type="application/json" id="public-content">{"k":1}</script>');
  });

  it("uses the page's title and description, escaped", () => {
    expect(page).toContain('<title>Projects | &lt;Portfolio></title>');
    expect(page).toContain('<meta name="description" content="A &quot;quoted&quot; description" />');
    expect(page).not.toContain('Default description.');
  });

  it("keeps the admin's text as typed, whatever replacement patterns it holds", () => {
    const text = 'Rock $\' roll $` and $& more $$ </script> "quoted" 🚀';
    const hostile = injectPage(
      shell,
      {
        html: '<main>page</main>',
        title: text,
        description: text,
        snapshot: '{}',
        head: `<meta property="og:title" content="${text.replace(/"/g, '&quot;')}">`,
        chunks: [],
      },
      bootScript,
    );
    expect(hostile.match(/<title>/g)).toHaveLength(1);
    expect(hostile).toContain('<title>Rock $\' roll $` and $&amp; more $$ &lt;/script> "quoted" 🚀</title>');
    expect(hostile).toContain(
      'content="Rock $\' roll $` and $&amp; more $$ &lt;/script> &quot;quoted&quot; 🚀"',
    );
    expect(hostile).toContain('<div id="root"><main>page</main></div>');
    expect(hostile.match(/<html>/g)).toHaveLength(1);
  });

  it("replaces the shell's entry script and preloads with the boot script, which gets them all", () => {
    expect(page).not.toContain('<script type="module" crossorigin src=');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain(
      '<script type="module">boot(["/assets/home-page-1.js","/assets/Title-1.js"], "/assets/index-1.js")</script>',
    );
  });
});

describe('deferEntryScript', () => {
  it('leaves a shell without an entry script unchanged', () => {
    expect(deferEntryScript('<head></head>', [], bootScript)).toBe('<head></head>');
  });
});
