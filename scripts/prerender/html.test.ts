import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferEntryScript, headTags, latinFonts, injectPage, pageFile, PRELOAD_BATCH_MS } from './html.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_Title.js'],
    css: ['assets/index-1.css'],
  },
  '_Title.js': { file: 'assets/Title-1.js' },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['index.html', '_Title.js', '_card.js'],
    css: ['assets/home-page-1.css'],
  },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
  'src/features/home/skills-teaser.tsx': {
    file: 'assets/skills-teaser-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_progress.js'],
    css: ['assets/skills-teaser-1.css'],
  },
  '_progress.js': { file: 'assets/progress-1.js', css: ['assets/progress-1.css'] },
};

const shell = `<!doctype html><html><head>
<meta name="description" content="Default description." />
<title>Default</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/Title-1.js">
</head><body><div id="root"></div></body></html>`;

describe('pageFile', () => {
  it('maps routes to the files Hosting serves with cleanUrls', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/about')).toBe('about.html');
    expect(pageFile('/projects/proj-a')).toBe('projects/proj-a.html');
  });

  it('refuses a project id that would write outside web/dist', () => {
    expect(() => pageFile(`/projects/${encodeURIComponent('../../etc')}`)).toThrow();
  });
});

describe('headTags', () => {
  it("links the page's own stylesheets, not the entry's, and preconnects to Firestore", () => {
    const head = headTags({
      manifest,
      routeIds: ['features/home/home-page'],
      preconnect: 'https://firestore.googleapis.com',
    });
    expect(head).toContain('<link rel="preconnect" href="https://firestore.googleapis.com" crossorigin>');
    expect(head).toContain('href="/assets/home-page-1.css"');
    expect(head).toContain('href="/assets/card-1.css"');
    expect(head).not.toContain('index-1.css');
  });

  it('links the stylesheets of the lazy sections the page rendered, but leaves their scripts for later', () => {
    const head = headTags({
      manifest,
      routeIds: ['features/home/home-page'],
      sections: ['features/home/skills-teaser'],
      preconnect: '',
    });
    expect(head).toContain('href="/assets/skills-teaser-1.css"');
    expect(head).toContain('href="/assets/progress-1.css"');
    expect(head).not.toContain('.js');
    expect(() =>
      headTags({ manifest, routeIds: [], sections: ['features/home/renamed'], preconnect: '' }),
    ).toThrow(/not in the build manifest/);
  });

  it('preloads the heading font before anything else, so it is there when the heading paints', () => {
    const head = headTags({ manifest, routeIds: [], preconnect: '', fonts: ['assets/heading-1.woff2'] });
    expect(head.split('\n')[0]).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/heading-1.woff2">',
    );
  });

  it('finds the Latin files of the heading and body fonts among the built assets, heading first', () => {
    const assets = [
      'inter-latin-ext-wght-Q1w2E3r4.woff2',
      'inter-latin-wght-Dx4kXJAl.woff2',
      'space-grotesk-latin-ext-wght-Ab_1-xYz.woff2',
      'space-grotesk-latin-wght-BhU9-QXU.woff2',
      'space-grotesk-vietnamese-wght-Zz9yXx8w.woff2',
    ];
    expect(latinFonts(assets)).toEqual([
      'assets/space-grotesk-latin-wght-BhU9-QXU.woff2',
      'assets/inter-latin-wght-Dx4kXJAl.woff2',
    ]);
    expect(latinFonts(['index-1.js', 'inter-latin-ext-wght-Q1w2E3r4.woff2'])).toEqual([]);
  });
});

describe('injectPage', () => {
  const page = injectPage(shell, {
    html: '<main><h1>Alex &amp; data</h1></main>',
    title: 'Projects | <Portfolio>',
    description: 'A "quoted" description',
    snapshot: '{"k":1}',
    head: '<link rel="stylesheet" href="/assets/home-page-1.css">',
    chunks: ['assets/home-page-1.js'],
  });

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
    const hostile = injectPage(shell, {
      html: '<main>page</main>',
      title: text,
      description: text,
      snapshot: '{}',
      head: `<meta property="og:title" content="${text.replace(/"/g, '&quot;')}">`,
      chunks: [],
    });
    expect(hostile.match(/<title>/g)).toHaveLength(1);
    expect(hostile).toContain('<title>Rock $\' roll $` and $&amp; more $$ &lt;/script> "quoted" 🚀</title>');
    expect(hostile).toContain(
      'content="Rock $\' roll $` and $&amp; more $$ &lt;/script> &quot;quoted&quot; 🚀"',
    );
    expect(hostile).toContain('<div id="root"><main>page</main></div>');
    expect(hostile.match(/<html>/g)).toHaveLength(1);
  });

  it('starts the app only after the page has loaded, preloading its chunks then', () => {
    expect(page).not.toContain('<script type="module" crossorigin src=');
    expect(page).not.toContain('rel="modulepreload"');
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(boot).toContain("addEventListener('load'");
    expect(boot).toContain('import("/assets/index-1.js")');
    expect(boot).toContain('first-contentful-paint');
    expect(boot).toContain('window.__installPrompt = event');
    expect(boot).toContain('/assets/home-page-1.js');
    expect(boot).toContain('/assets/Title-1.js');
  });

  it('adds the preloads a few at a time, each batch in a task of its own, after importing the entry', async () => {
    const chunks = Array.from({ length: 30 }, (_, i) => `assets/chunk-${i}.js`);
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(deferEntryScript(shell, chunks))?.[1];
    // The page's world, with a clock that advances 1 ms each time it is read (a slow phone).
    const events: string[] = [];
    const tasks: Array<() => void> = [];
    const listeners = new Map<string, () => void>();
    let clock = 0;
    const world = {
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      setTimeout: (task: () => void) => tasks.push(task),
      performance: { now: () => clock++ },
      PerformanceObserver: class {
        constructor(private readonly seen: (list: unknown) => void) {}
        observe() {
          this.seen({ getEntriesByName: () => [{}] });
        }
        disconnect() {}
      },
      document: {
        visibilityState: 'visible',
        createElement: () => ({}),
        head: { append: (link: { href: string }) => events.push(link.href) },
      },
      load: (url: string) => events.push(`import ${url}`),
    };
    // The sandbox has no module loader: the entry's dynamic import is recorded instead.
    runInNewContext(boot!.replace(/\bimport\(/, 'load('), world);
    listeners.get('load')!();
    await Promise.resolve();
    await Promise.resolve();
    let batches = 0;
    while (tasks.length) {
      const before = events.length;
      tasks.shift()!();
      if (events.length > before && !events[before]!.startsWith('import')) batches++;
    }

    expect(events[0]).toBe('import /assets/index-1.js');
    expect(events.slice(1)).toEqual([...chunks.map((f) => `/${f}`), '/assets/Title-1.js']);
    // Each batch reads the clock once to start and once per link: at most PRELOAD_BATCH_MS links.
    expect(batches).toBeGreaterThanOrEqual(Math.ceil(31 / PRELOAD_BATCH_MS));
  });

  it('leaves a shell without an entry script unchanged', () => {
    expect(deferEntryScript('<head></head>')).toBe('<head></head>');
  });
});
