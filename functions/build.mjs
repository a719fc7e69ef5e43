// Bundles the functions with the shared workspace packages, because functions are deployed from
// functions/ alone and cannot reach the workspace at run time. The publish function's renderer
// (src/publish-site/site-renderer.ts: @portfolio/site-render over the web app's SSR build) is a
// bundle of its own, made when the web app is built, and loaded on the first publish.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // sharp loads a native library for this platform: installed, never bundled.
  external: ['firebase-admin', 'firebase-functions', 'sharp'],
  logLevel: 'warning',
});

const RENDERER = 'lib/site-renderer.mjs';
const require = createRequire(import.meta.url);
const webBuilt = ['web/server', 'web/dist/app-shell.html', 'web/dist/.vite/manifest.json'].every((name) => {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
});

if (!webBuilt) {
  // Without a web build there is nothing to render into; publish-site says so when called.
  rmSync(RENDERER, { force: true });
  console.warn('functions: the web app is not built, so publish-site has no renderer (run npm run build)');
} else {
  await build({
    entryPoints: ['src/publish-site/site-renderer.ts'],
    outfile: RENDERER,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    loader: { '.html': 'text' },
    // Modules of the SSR build that still call require() get one.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
