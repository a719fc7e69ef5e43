import { describe, expect, it } from 'vitest';
import { cdataSafeHtml, xmlSafe } from './xml-safe';

describe('xmlSafe', () => {
  it('drops the characters XML 1.0 cannot carry', () => {
    expect(xmlSafe('a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\u007Fh\u0085i\uFFFEj\uFFFF')).toBe(
      'abcdefghij',
    );
  });

  it('keeps tab, newline, carriage return, accents and emoji', () => {
    const text = 'Tab\there\nnew line\r\nCafé 数据 😀 👩🏽‍💻';
    expect(xmlSafe(text)).toBe(text);
  });

  it('drops half an emoji left by a cut, keeping whole ones', () => {
    const emoji = '😀';
    expect(xmlSafe(`${emoji[0]!}x${emoji}y${emoji[1]!}`)).toBe(`x${emoji}y`);
  });
});

describe('cdataSafeHtml', () => {
  it('never lets `]]>` end a CDATA section, wherever and however often it occurs', () => {
    const safe = cdataSafeHtml('<p>a]]>b</p><code>x[[y]]>z]]></code>]]>');
    expect(safe).not.toContain(']]>');
    expect(safe).toBe('<p>a]]&gt;b</p><code>x[[y]]&gt;z]]&gt;</code>]]&gt;');
  });

  it('leaves other markup as it is, and strips control characters', () => {
    expect(cdataSafeHtml('<a href="/x?a=1&amp;b=2">x\u0007</a> > ]]')).toBe(
      '<a href="/x?a=1&amp;b=2">x</a> > ]]',
    );
  });
});
