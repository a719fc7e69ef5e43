/**
 * A .bib file cut into its entries before anything is parsed, so one broken entry is reported on
 * its own line and never takes the rest of the file with it. Text between entries is a comment in
 * BibTeX; @comment and @preamble are skipped; @string definitions are kept for every entry.
 */

export interface RawEntry {
  /** The entry type as written, lowercased: 'inproceedings', 'article', 'misc'... */
  type: string;
  /** The citation key, or '' when the entry has none. */
  key: string;
  /** The line of its '@' (1-based). */
  line: number;
  /** The entry's text, from '@' to its closing delimiter. */
  text: string;
  /** Why it cannot be parsed (unbalanced braces, no key), or null. */
  problem: string | null;
}

export interface SplitBib {
  entries: RawEntry[];
  /** The @string definitions, each as written, in file order. */
  strings: string[];
}

const ENTRY_START = /@[ \t]*([A-Za-z][A-Za-z0-9_-]*)[ \t\r\n]*([{(])/y;
/** An entry's start at the beginning of a line: where a broken entry is taken to end. */
const LINE_START_ENTRY = /\n[ \t]*@[ \t]*[A-Za-z][A-Za-z0-9_-]*[ \t]*[{(]/y;

function lineAt(lines: number[], offset: number): number {
  // lines[i] is the offset where line i + 1 starts; a binary search keeps a 1 MB file linear.
  let low = 0;
  let high = lines.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lines[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/**
 * The end of the entry whose body starts at `from` (just past its opening delimiter): the offset
 * past its closing delimiter, and whether it closed. An entry left open ends where the next entry
 * starts at the beginning of a line, or at the end of the file.
 */
function entryEnd(text: string, from: number, close: '}' | ')'): { end: number; closed: boolean } {
  let depth = 0;
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}') {
      if (depth === 0 && close === '}') return { end: i + 1, closed: true };
      depth = Math.max(0, depth - 1);
    } else if (c === '"' && depth === 0) quoted = !quoted;
    else if (c === ')' && close === ')' && depth === 0 && !quoted) return { end: i + 1, closed: true };
    else if (c === '\n') {
      LINE_START_ENTRY.lastIndex = i;
      if (LINE_START_ENTRY.test(text)) return { end: i, closed: false };
    }
  }
  return { end: text.length, closed: false };
}

export function splitBib(text: string): SplitBib {
  const lines = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines.push(i + 1);
  const entries: RawEntry[] = [];
  const strings: string[] = [];
  let at = text.indexOf('@');
  while (at !== -1) {
    ENTRY_START.lastIndex = at;
    const start = ENTRY_START.exec(text);
    if (!start) {
      at = text.indexOf('@', at + 1);
      continue;
    }
    const type = start[1]!.toLowerCase();
    const bodyStart = at + start[0].length;
    const { end, closed } = entryEnd(text, bodyStart, start[2] === '{' ? '}' : ')');
    const entryText = text.slice(at, end);
    const line = lineAt(lines, at);
    if (type === 'string') {
      if (closed) strings.push(entryText);
    } else if (type !== 'comment' && type !== 'preamble') {
      const keyMatch = /^[ \t\r\n]*([^,\s{}()"]*)[ \t\r\n]*,/.exec(text.slice(bodyStart, end));
      const key = keyMatch?.[1] ?? '';
      const problem = !closed
        ? 'the entry is not closed: a brace is missing'
        : !keyMatch || key === ''
          ? 'the entry has no citation key'
          : null;
      entries.push({ type, key, line, text: entryText, problem });
    }
    at = text.indexOf('@', end);
  }
  return { entries, strings };
}
