import { describe, expect, it } from 'vitest';
import { codePoints, fontFaceRule, parseFontFaces } from './font-faces.mjs';

const fontsourceCss = `/* space-grotesk-latin-ext-wght-normal */
@font-face {
  font-family: 'Space Grotesk Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 300 700;
  src: url(./files/space-grotesk-latin-ext-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0100-02BA,U+2113;
}

/* space-grotesk-latin-wght-normal */
@font-face {
  font-family: 'Space Grotesk Variable';
  font-weight: 300 700;
  src: url(./files/space-grotesk-latin-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF,U+0131;
}`;

describe('parseFontFaces', () => {
  it("reads each face's subset, unicode-range and file", () => {
    expect(parseFontFaces(fontsourceCss, 'space-grotesk')).toEqual([
      {
        subset: 'latin-ext',
        unicodeRange: 'U+0100-02BA,U+2113',
        file: './files/space-grotesk-latin-ext-wght-normal.woff2',
      },
      {
        subset: 'latin',
        unicodeRange: 'U+0000-00FF,U+0131',
        file: './files/space-grotesk-latin-wght-normal.woff2',
      },
    ]);
  });

  it('refuses a rule it cannot read rather than dropping a subset', () => {
    expect(() => parseFontFaces(fontsourceCss, 'inter')).toThrow(/space-grotesk-latin-ext/);
  });
});

describe('codePoints', () => {
  it('expands ranges and single code points', () => {
    expect(codePoints('U+0041-0043, U+00e9')).toEqual([0x41, 0x42, 0x43, 0xe9]);
  });

  it('refuses what is not a unicode-range', () => {
    expect(() => codePoints('U+0041-0043,Latin')).toThrow(/Latin/);
  });
});

describe('fontFaceRule', () => {
  it('declares a variable face over the weight range, swapped in when loaded', () => {
    const rule = fontFaceRule({
      family: 'Inter Variable',
      file: 'inter-latin.woff2',
      weights: [400, 700],
      unicodeRange: 'U+0000-00FF',
    });
    expect(rule).toContain("font-family: 'Inter Variable';");
    expect(rule).toContain('font-weight: 400 700;');
    expect(rule).toContain('font-display: swap;');
    expect(rule).toContain("src: url(./inter-latin.woff2) format('woff2-variations');");
    expect(rule).toContain('unicode-range: U+0000-00FF;');
  });
});
