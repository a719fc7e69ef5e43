import { describe, expect, it } from 'vitest';
import { decodeEntities } from './decode-entities';
import { excerptParts } from './excerpt-parts';

describe('excerptParts', () => {
  it('keeps the marked words apart from the text around them', () => {
    expect(excerptParts('a <mark>churn</mark> model and <mark>churn</mark>')).toEqual([
      { text: 'a ', marked: false },
      { text: 'churn', marked: true },
      { text: ' model and ', marked: false },
      { text: 'churn', marked: true },
    ]);
  });

  it('turns escaped markup into its text, and leaves any other tag as text', () => {
    expect(excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; <mark>x</mark>')).toEqual([
      { text: '<script>alert(1)</script> ', marked: false },
      { text: 'x', marked: true },
    ]);
    expect(excerptParts('<img src=x onerror=alert(1)> <b>bold</b>')).toEqual([
      { text: '<img src=x onerror=alert(1)> <b>bold</b>', marked: false },
    ]);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hexadecimal references once', () => {
    expect(decodeEntities('Tom &amp; Jerry &quot;&#39;&#x2014;&eacute;&hellip;')).toBe('Tom & Jerry "\'—é…');
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });

  it('leaves what is no reference as it is', () => {
    expect(decodeEntities('AT&T &nope; &#xFFFFFFF; 5 &lt 6')).toBe('AT&T &nope; &#xFFFFFFF; 5 &lt 6');
  });
});
