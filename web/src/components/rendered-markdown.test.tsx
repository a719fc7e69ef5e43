// @isolated: it mocks modules (vi.mock)
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedMarkdown } from './rendered-markdown';
import { stubIntersectionObserver } from '@/test-utils/intersection-observer';

// Stylesheet URLs are empty strings in tests (no CSS is built): name them.
vi.mock('katex/dist/katex.min.css?url', () => ({ default: '/assets/katex.min-layout.css' }));
vi.mock('katex/dist/katex.min.css?katex-fonts&url', () => ({ default: '/assets/katex.min-fonts.css' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const withMath = { html: '<p><span class="katex">x</span></p>', math: true };
const stylesheets = (root: ParentNode) =>
  [...root.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href') ?? '');
const isFonts = (href: string) => href.endsWith('-fonts.css');

describe('RenderedMarkdown', () => {
  it("links KaTeX's layout in a long read's page, and leaves its fonts for later", () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<RenderedMarkdown content={withMath} waits="blocks" />);
    const links = stylesheets(page);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/katex/);
    expect(links.filter(isFonts)).toEqual([]);
  });

  it('adds the fonts once the long read is within a screen of the viewport', () => {
    const watched = stubIntersectionObserver();
    const { container } = render(<RenderedMarkdown content={withMath} waits="blocks" />);
    expect(stylesheets(container).filter(isFonts)).toEqual([]);
    expect(watched.at(-1)?.options?.rootMargin).toBe('100% 0px');
    act(() => watched.at(-1)!.callback([{ isIntersecting: true }]));
    expect(stylesheets(container).filter(isFonts)).toHaveLength(1);
  });

  it('watches nothing where no font waits', () => {
    const watched = stubIntersectionObserver();
    render(<RenderedMarkdown content={{ html: '<p>x</p>', math: false }} waits="blocks" />);
    render(<RenderedMarkdown content={withMath} waits="parts" />);
    expect(watched).toEqual([]);
  });

  it("links both at once where the formulas may be on the first screen (a notebook's cells)", () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<RenderedMarkdown content={withMath} waits="parts" />);
    expect(stylesheets(page)).toHaveLength(2);
    expect(stylesheets(page).filter(isFonts)).toHaveLength(1);
  });

  it('links nothing of KaTeX without math', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<RenderedMarkdown content={{ html: '<p>x</p>', math: false }} />);
    expect(stylesheets(page)).toEqual([]);
  });
});
