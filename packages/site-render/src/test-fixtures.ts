// A small build manifest and app shell shaped like Vite's, for the renderer's tests.
export const manifest = {
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

export const shell = `<!doctype html><html><head>
<meta name="description" content="Default description." />
<title>Default</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/Title-1.js">
</head><body><div id="root"></div></body></html>`;
