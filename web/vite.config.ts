import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { emulatorPorts, parsePortOffset, PORT_OFFSET_VARIABLE } from '@portfolio/model/emulators';
import { theme, THEME_COLOR } from './src/theme.ts';
import { adminOnlyChunks, isAdminModule } from './vite/admin-only-chunks.ts';
import { inlineStyles } from './vite/inline-styles.ts';
import { katexFontsApart } from './vite/katex-fonts-apart.ts';
import { mantineCssVariables } from './vite/mantine-css-variables.ts';
import { minifiedSource } from './vite/minified-source.ts';
import { publishedSearchIndex } from './vite/published-search-index.ts';
import { APP_SHELL, NOT_FOUND_PAGE, pwaOptions } from './vite/pwa-options.ts';

// The emulator port offset of scripts/ reaches the app as a VITE_ variable.
process.env.VITE_EMULATOR_PORT_OFFSET ??= process.env[PORT_OFFSET_VARIABLE] ?? '0';
const ports = emulatorPorts(parsePortOffset(process.env.VITE_EMULATOR_PORT_OFFSET));

const adminChunks = adminOnlyChunks();

// citation-js (the admin's BibTeX import) imports Node's fetch for remote inputs the site never
// gives it; in the browser, the browser's fetch stands in (see src/lib/browser-fetch.ts).
const browserFetch = fileURLToPath(new URL('./src/lib/browser-fetch.ts', import.meta.url));
const BROWSER_FETCH = { 'node-fetch': browserFetch, 'sync-fetch': browserFetch };

/** Browser chrome colour and the iOS home-screen icon, from the same sources as the manifest. */
const installHead: Plugin = {
  name: 'portfolio:install-head',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
    {
      tag: 'link',
      attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
      injectTo: 'head',
    },
  ],
};

/**
 * index.html is replaced by the prerendered home page (scripts/prerender.mjs); this untouched
 * copy is what the service worker answers every navigation with, and Hosting the admin area. It
 * is 404.html too, what Hosting answers (with status 404) for a path that is no file: until the
 * first render replaces that with the prerendered not-found page, a site deployed from a bare
 * build still opens every page, rendered in the browser.
 */
const appShell: Plugin = {
  name: 'portfolio:app-shell',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (index?.type === 'asset') {
      this.emitFile({ type: 'asset', fileName: APP_SHELL, source: index.source });
      this.emitFile({ type: 'asset', fileName: NOT_FOUND_PAGE, source: index.source });
    }
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build is the prerenderer's copy of the app (src/entry-server.tsx): no worker, no
  // admin chunk naming, every dependency bundled so Node runs it without the workspace's sources.
  plugins: isSsrBuild
    ? [react(), minifiedSource(), katexFontsApart()]
    : [
        react(),
        minifiedSource(),
        katexFontsApart(),
        mantineCssVariables(theme),
        installHead,
        appShell,
        inlineStyles(),
        adminChunks.plugin,
        publishedSearchIndex(fileURLToPath(new URL('./dist', import.meta.url))),
        VitePWA(pwaOptions({ storagePort: ports.storage, adminOnlyFiles: adminChunks.files })),
      ],
  ssr: { noExternal: true },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(isSsrBuild ? {} : BROWSER_FETCH),
    },
  },
  build: {
    // dist/.vite/manifest.json maps sources to files: the PWA build test and the benchmark read it.
    manifest: true,
    // A dynamic import fetches its chunk's imports as the browser finds them, without a preload
    // link for each: after hydration, the content refresh and the lazy sections imported at once
    // added dozens of links, 30-50 ms of appendChild per task on a 4x slower CPU. Pages' chunks are
    // preloaded by the prerendered page's boot script (src/app/boot/boot-script.ts), which reads
    // the preload links Vite still writes into index.html, and the service worker precaches them.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // Admin routes get a recognisable name (the service worker also skips them by name).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && isAdminModule(chunk.facadeModuleId)
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { port: ports.dev, strictPort: true, host: true },
  preview: { port: 4173, strictPort: true },
}));
