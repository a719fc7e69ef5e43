// Reading and writing the @font-face rules of a Fontsource package, for scripts/generate-fonts.mjs.

/**
 * @typedef {{ subset: string, unicodeRange: string, file: string }} FontFace
 */

/**
 * The faces of a Fontsource stylesheet: each rule's subset (from the comment Fontsource puts above
 * it, e.g. `inter-latin-wght-normal` for the family `inter`), its unicode-range and its file,
 * relative to the stylesheet.
 * @param {string} css
 * @param {string} family the package's name without its scope, e.g. `space-grotesk`
 * @returns {FontFace[]}
 */
export function parseFontFaces(css, family) {
  const rule = /\/\* ([\w-]+) \*\/\s*@font-face\s*{([^}]*)}/g;
  return [...css.matchAll(rule)].map(([, name, body]) => {
    const file = /src:\s*url\(([^)]+)\)/.exec(body)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    const subset = new RegExp(`^${family}-([a-z-]+)-wght-normal$`).exec(name)?.[1];
    if (!file || !unicodeRange || !subset) throw new Error(`Unexpected @font-face rule: ${name}`);
    return { subset, unicodeRange: unicodeRange.trim(), file };
  });
}

/**
 * Every code point a unicode-range names (`U+0000-00FF,U+0131` ...), in order.
 * @param {string} unicodeRange
 * @returns {number[]}
 */
export function codePoints(unicodeRange) {
  return unicodeRange.split(',').flatMap((part) => {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a unicode-range part: ${part}`);
    const first = parseInt(match[1], 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

/**
 * One @font-face rule of a variable font over a weight range, shown with the fallback until it has
 * loaded (font-display: swap) so that no text waits for a font.
 * @param {{ family: string, file: string, weights: [number, number], unicodeRange: string }} face
 */
export function fontFaceRule({ family, file, weights, unicodeRange }) {
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${weights[0]} ${weights[1]};`,
    `  src: url(./${file}) format('woff2-variations');`,
    `  unicode-range: ${unicodeRange};`,
    '}',
  ].join('\n');
}
