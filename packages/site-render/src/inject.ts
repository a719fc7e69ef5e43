import { CONTENT_SNAPSHOT_ID } from '@portfolio/model/page-contract';
import { escapeAttr, escapeText } from './escape';

/**
 * The page's boot script element (web/src/app/boot/boot-script.ts, from the SSR build). Its text
 * is the same on every page, so the site's Content-Security-Policy allows it by hash; the chunks
 * and the entry travel in its attributes.
 */
export type BootScript = (chunks: readonly string[], entry: string) => string;

/**
 * The app's scripts start downloading once the page has loaded, not while it is parsed: on a slow
 * phone connection they would share the bandwidth with the stylesheets and images the first paint
 * needs. The page is readable and its links work before that; the boot script starts the app.
 */
export function deferEntryScript(
  html: string,
  pageChunks: readonly string[],
  bootScript: BootScript,
): string {
  const chunks = [...pageChunks];
  const withoutPreloads = html.replace(
    /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g,
    (_tag, file: string) => {
      chunks.push(file);
      return '';
    },
  );
  return withoutPreloads.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_tag, src: string) =>
      bootScript(
        chunks.map((f) => `/${f}`),
        src,
      ),
  );
}

export interface PageParts {
  html: string;
  title: string;
  description: string;
  /** The content the page read, serialized for a script element (no '<' left in it). */
  snapshot: string;
  head: string;
  chunks: readonly string[];
}

/**
 * The shell with the page's title, description, head links, markup and content snapshot. Every
 * piece goes in through a replacer function: a replacement string would read `$'`, `` $` `` or
 * `$&` in the admin's text as patterns and copy parts of the page into it.
 */
export function injectPage(shell: string, page: PageParts, bootScript: BootScript): string {
  let out = deferEntryScript(shell, page.chunks, bootScript);
  if (page.title) {
    out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(page.title)}</title>`);
  }
  if (page.description) {
    out = out.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttr(page.description)}" />`,
    );
  }
  if (page.head) out = out.replace('</head>', () => `    ${page.head}\n  </head>`);
  const snapshotTag = `<script type="application/json" id="${CONTENT_SNAPSHOT_ID}">${page.snapshot}</script>`;
  const root = '<div id="root"></div>';
  if (!out.includes(root)) throw new Error('The app shell has no empty <div id="root"></div>');
  return out.replace(root, () => `<div id="root">${page.html}</div>\n    ${snapshotTag}`);
}
