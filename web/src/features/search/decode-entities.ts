const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function fromCodePoint(code: number, raw: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : raw;
}

/**
 * Turns HTML character references into the characters they stand for, and nothing else: a tag in
 * the input stays a tag's text, so text from the index can never become markup.
 */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (raw, name: string) => {
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X';
      return fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10), raw);
    }
    const known = NAMED[name.toLowerCase()];
    if (known !== undefined) return known;
    // A rarer named reference (&eacute;, &hellip;): the browser's table, parsing the reference
    // alone, so no markup is ever parsed.
    if (typeof DOMParser === 'undefined') return raw;
    return new DOMParser().parseFromString(raw, 'text/html').documentElement.textContent || raw;
  });
}
