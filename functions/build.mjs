// Bundles the functions with the shared workspace packages, because functions are deployed from
// functions/ alone and cannot reach the workspace at run time. The publish function's renderer
// (src/publish-site/site-renderer.ts: @portfolio/site-render over the web app's SSR build) is a
// bundle of its own, made when the web app is built, and loaded on the first publish.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * pdfkit (under @react-pdf/renderer, which draws the CV's PDF) loads its standard fonts with a
 * run-time require() of its own package's '#standard-fonts/*' imports, which a bundle has no
 * package for: the loaders import the bundled copies instead.
 */
const pdfkitStandardFonts = {
  name: 'pdfkit-standard-fonts',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]pdfkit[\\/]js[\\/]pdfkit\.node\.mjs$/ }, async ({ path }) => {
      const names = new Set();
      const source = (await readFile(path, 'utf8')).replace(
        /require\$1\('#standard-fonts\/(\w+)'\)/g,
        (_, name) => {
          names.add(name);
          return `standardFont_${name}`;
        },
      );
      if (!names.size) throw new Error('pdfkit no longer loads #standard-fonts/*: update this plugin');
      const imports = [...names].map((n) => `import standardFont_${n} from './standard-fonts/${n}.mjs';`);
      return { contents: `${imports.join('\n')}\n${source}`, loader: 'js', resolveDir: dirname(path) };
    });
  },
};

// The manifest of the functions the emulators discovered from the last build (scripts/emulators.mjs):
// a new build makes it stale, and a deploy that found it would ship what it says.
rmSync('functions.yaml', { force: true });

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
const webBuilt = [
  'web/server',
  'web/dist/app-shell.html',
  'web/dist/.vite/manifest.json',
  'web/dist/.vite/inline-styles.json',
].every((name) => {
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
    loader: { '.html': 'text', '.woff': 'binary' },
    plugins: [pdfkitStandardFonts],
    // The share image's sharp, as in the functions' own bundle, and Pagefind, which runs the
    // search index's binary from its platform package: installed, never bundled.
    external: ['sharp', 'pagefind'],
    // fontkit (under @react-pdf) has a harmless repeated key that esbuild would print every build.
    logOverride: { 'duplicate-object-key': 'silent' },
    // Modules of the SSR build that still call require() get one.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
