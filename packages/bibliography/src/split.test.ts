import { describe, expect, it } from 'vitest';
import { splitBib } from './split';

describe('splitBib', () => {
  it('cuts entries with their lines, keeps @string, skips @comment and @preamble', () => {
    const text = [
      '% header',
      '@string{acm = {ACM}}',
      '@comment{ignored {nested} }',
      '@preamble{"\\newcommand{\\x}{y}"}',
      '@Article( paren, title = {A (b)}, year = 2020 )',
      '',
      '@misc{braces,',
      '  title = {With } in {nested {deep}} text},',
      '}',
    ].join('\n');
    const { entries, strings } = splitBib(text);
    expect(strings).toEqual(['@string{acm = {ACM}}']);
    expect(entries.map((e) => [e.type, e.key, e.line, e.problem])).toEqual([
      ['article', 'paren', 5, null],
      ['misc', 'braces', 7, null],
    ]);
  });

  it('ends an unclosed entry at the next entry that starts a line', () => {
    const { entries } = splitBib('@article{a,\n title = {Open\n\n@article{b, title={B}}\n');
    expect(entries.map((e) => [e.key, e.problem])).toEqual([
      ['a', 'the entry is not closed: a brace is missing'],
      ['b', null],
    ]);
  });

  it('reports an entry without a key', () => {
    expect(splitBib('@article{title = {T}}').entries[0]!.problem).toBe('the entry has no citation key');
  });
});
