import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { splitKatexStylesheet } from './katex-fonts-apart';

const katexCss = readFileSync(createRequire(import.meta.url).resolve('katex/dist/katex.min.css'), 'utf8');
const faces = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? [];
const family = (face: string) =>
  /font-family:([^;]+);font-style:(\w+);font-weight:(\d+)/.exec(face)?.slice(1);

describe('splitKatexStylesheet', () => {
  const { layout, fonts } = splitKatexStylesheet(katexCss);

  it('leaves the layout rules without a single font face', () => {
    expect(faces(layout)).toEqual([]);
    expect(layout).toContain('.katex{font:normal 1.21em KaTeX_Main');
    expect(layout).toContain('.katex .mathnormal{font-family:KaTeX_Math');
    expect(layout.length).toBeGreaterThan(katexCss.length / 2);
  });

  it('sets apart every face KaTeX declares, each with its woff2 file only', () => {
    expect(fonts.replace(/@font-face\{[^}]*\}/g, '')).toBe('');
    expect(faces(fonts).map(family)).toEqual(faces(katexCss).map(family));
    for (const face of faces(fonts)) {
      expect(face).toMatch(/src:url\(fonts\/KaTeX_[\w-]+\.woff2\) format\("woff2"\)\}$/);
    }
  });

  it('refuses a stylesheet with no faces, as a KaTeX that moved its fonts elsewhere would be', () => {
    expect(() => splitKatexStylesheet('.katex{color:red}')).toThrow(/no @font-face/);
  });
});
