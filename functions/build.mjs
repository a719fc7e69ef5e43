// Bundles the functions with the shared model package, because functions are deployed from
// functions/ alone and cannot reach the workspace at run time. For the same reason the site
// renderer of publish-site (the app's SSR build, the client build's app shell and manifest, and
// scripts/prerender/site.mjs) is bundled into lib/site-renderer.mjs, when the web app is built.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { latinFonts } from '../scripts/prerender/html.mjs';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions'],
  logLevel: 'warning',
});

const path = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const WEB = path('../web/');
const shellFile = path('../web/dist/app-shell.html');
const manifestFile = path('../web/dist/.vite/manifest.json');
const serverFile = path('../web/dist-server/entry-server.js');
const RENDERER = 'lib/site-renderer.mjs';

if (!existsSync(shellFile) || !existsSync(manifestFile)) {
  // Without a client build there is nothing to render into; publish-site says so when called.
  rmSync(RENDERER, { force: true });
  console.warn('functions: web/dist is not built, so publish-site has no renderer (run npm run build)');
} else {
  // The SSR build must match the client build it renders for (same routes and chunks).
  if (!existsSync(serverFile) || statSync(serverFile).mtimeMs < statSync(shellFile).mtimeMs) {
    execFileSync(
      'npx',
      ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn'],
      { cwd: WEB, stdio: 'inherit' },
    );
  }
  const site = path('../scripts/prerender/site.mjs');
  const writeSite = path('../scripts/prerender/write-site.mjs');
  await build({
    stdin: {
      contents: [
        `import * as server from ${JSON.stringify(serverFile)};`,
        `import { renderSite } from ${JSON.stringify(site)};`,
        `export { siteHash, PROJECT_PAGES_PATTERN as projectPagesPattern } from ${JSON.stringify(site)};`,
        `export { writeSite } from ${JSON.stringify(writeSite)};`,
        `const shell = ${JSON.stringify(readFileSync(shellFile, 'utf8'))};`,
        `const manifest = ${readFileSync(manifestFile, 'utf8')};`,
        `const fonts = ${JSON.stringify(latinFonts(readdirSync(path('../web/dist/assets/'))))};`,
        `export const render = () => renderSite(server, { shell, manifest, fonts });`,
      ].join('\n'),
      resolveDir: path('.'),
      sourcefile: 'site-renderer-entry.mjs',
      loader: 'js',
    },
    outfile: RENDERER,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // Modules of the SSR build that still call require() get one.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
