import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * SEARCH_INDEX_DIR of @portfolio/model/search: Node loads the config's packages as they are, and
 * cannot load that TypeScript file.
 */
const SEARCH_INDEX_DIR = '/pagefind/';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The search index of the last publish (or prerender), which lives in the folder Hosting serves,
 * answered by the dev server too: the site at :5173 under `npm start` then searches what the
 * published site does, instead of telling every visitor that search could not load.
 */
export function searchIndexMiddleware(distDir: string): Connect.NextHandleFunction {
  const root = resolve(distDir, SEARCH_INDEX_DIR.slice(1));
  return (request, response, next) => {
    const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
    if (!path.startsWith(SEARCH_INDEX_DIR)) return next();
    const file = resolve(root, path.slice(SEARCH_INDEX_DIR.length));
    if (!file.startsWith(root + sep)) return next();
    readFile(file).then(
      (body) => {
        const type = TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
        response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
        response.end(body);
      },
      // Not published yet: the dialog says search could not load, and Try again asks again.
      () => next(),
    );
  };
}

export function publishedSearchIndex(distDir: string): Plugin {
  return {
    name: 'portfolio:published-search-index',
    apply: 'serve',
    configureServer(server) {
      // Before Vite's own handlers, which would treat /pagefind/pagefind.js as a module of the app.
      server.middlewares.use(searchIndexMiddleware(distDir));
    },
  };
}
