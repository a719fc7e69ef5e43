import { describe, expect, it } from 'vitest';
import { ansiToHtml } from './ansi-to-html';

describe('ansiToHtml', () => {
  it('turns colour escapes into classes and keeps the text', () => {
    expect(ansiToHtml('\x1b[0;31mValueError\x1b[0m: bad')).toBe(
      '<span class="ansi-red-fg">ValueError</span>: bad',
    );
  });

  it('combines bold, bright and background colours', () => {
    expect(ansiToHtml('\x1b[1;92;41mok\x1b[39m still')).toBe(
      '<span class="ansi-bright-green-fg ansi-red-bg ansi-bold">ok</span><span class="ansi-red-bg ansi-bold"> still</span>',
    );
  });

  it('drops escapes that are not colours, and 256-colour parameters, without showing them', () => {
    const html = ansiToHtml('a\x1b[2Kb\x1b]0;title\x07c\x1b[38;5;208md\x1b[38;2;1;2;3me');
    expect(html).not.toContain('\x1b');
    expect(html.replace(/<[^>]+>/g, '')).toBe('abcde');
  });

  it('escapes HTML in the text', () => {
    expect(ansiToHtml('<script>alert(1)</script> & "x"')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;',
    );
  });
});
