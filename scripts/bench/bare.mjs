// The physical limit of a page, for `npm run bench`: the same prerendered HTML with nothing that
// runs. Measured beside the real page, it tells how much the app's JavaScript costs.

/** Script types the browser executes (an empty or missing type is classic JavaScript). */
const EXECUTABLE =
  /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

function scriptType(openTag) {
  const match = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(openTag);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
}

/**
 * The page without its scripts: every executable <script> (module, classic, inline or not),
 * modulepreload links and script preloads go; stylesheets, fonts, images and inert data blocks
 * (the JSON-LD and the content snapshot: the browser never runs them) stay, so the two pages
 * download the same document and differ only by their JavaScript.
 */
export function stripScripts(html) {
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, (element) => {
    const openTag = /^<script\b[^>]*>/i.exec(element)[0];
    return EXECUTABLE.test(scriptType(openTag)) ? '' : element;
  });
  return withoutScripts.replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = /\srel\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    const as = /\sas\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    return rel === 'modulepreload' || (rel === 'preload' && as === 'script') ? '' : tag;
  });
}

/** Where the bare copy of a page is served, beside the real one on the same server. */
export const BARE_PREFIX = '/__bare';

export function barePath(path) {
  return path === '/' ? `${BARE_PREFIX}/` : `${BARE_PREFIX}${path}`;
}
