/** The eight base colours of terminal output, by their SGR offset (30 + n, 40 + n, 90 + n, 100 + n). */
const COLOURS = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'] as const;

/** Every escape sequence a terminal understands (CSI, OSC and two-character ones), to find or drop. */
// eslint-disable-next-line no-control-regex
const ESCAPES = /\x1b(?:\[([0-9;?]*)([@-~])|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-Z\\-_])/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Style {
  fg?: string;
  bg?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

function apply(style: Style, params: string): Style {
  const codes = params === '' ? [0] : params.split(';').map((p) => Number(p) || 0);
  let next = { ...style };
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    if (code === 0) next = {};
    else if (code === 1) next.bold = true;
    else if (code === 3) next.italic = true;
    else if (code === 4) next.underline = true;
    else if (code === 22) next.bold = false;
    else if (code === 23) next.italic = false;
    else if (code === 24) next.underline = false;
    else if (code >= 30 && code <= 37) next.fg = COLOURS[code - 30];
    else if (code >= 90 && code <= 97) next.fg = `bright-${COLOURS[code - 90]}`;
    else if (code === 39) delete next.fg;
    else if (code >= 40 && code <= 47) next.bg = COLOURS[code - 40];
    else if (code >= 100 && code <= 107) next.bg = `bright-${COLOURS[code - 100]}`;
    else if (code === 49) delete next.bg;
    // 256-colour and true-colour codes carry their own parameters: skipped, the text keeps the default colour.
    else if (code === 38 || code === 48) i += codes[i + 1] === 5 ? 2 : codes[i + 1] === 2 ? 4 : 1;
  }
  return next;
}

function classesOf(style: Style): string[] {
  return [
    style.fg && `ansi-${style.fg}-fg`,
    style.bg && `ansi-${style.bg}-bg`,
    style.bold && 'ansi-bold',
    style.italic && 'ansi-italic',
    style.underline && 'ansi-underline',
  ].filter((c): c is string => Boolean(c));
}

/**
 * Terminal output (a Python traceback, a progress log) as escaped HTML whose colours are classes
 * (`ansi-red-fg`, `ansi-bold`), so the page's stylesheet draws them in light and dark mode alike.
 * Escapes that are not colours (cursor moves, titles) are dropped, never shown as raw bytes.
 */
export function ansiToHtml(text: string): string {
  let html = '';
  let style: Style = {};
  let last = 0;
  const emit = (chunk: string) => {
    if (!chunk) return;
    const classes = classesOf(style);
    html += classes.length
      ? `<span class="${classes.join(' ')}">${escapeHtml(chunk)}</span>`
      : escapeHtml(chunk);
  };
  for (const match of text.matchAll(ESCAPES)) {
    emit(text.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[2] === 'm') style = apply(style, match[1] ?? '');
  }
  emit(text.slice(last));
  return html;
}
