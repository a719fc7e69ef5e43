import { describe, expect, it } from 'vitest';
import { adoptDeferredStylesheets } from './deferred-stylesheets';

describe('adoptDeferredStylesheets', () => {
  it("moves the body's stylesheet links to the end of the head in their order, and leaves the markup's own", () => {
    document.head.innerHTML = '<style>.critical{}</style>';
    document.body.innerHTML =
      '<div id="root"><article><link rel="stylesheet" href="/assets/katex.css"></article></div>' +
      '<link rel="stylesheet" href="/assets/index.css"><link rel="stylesheet" href="/assets/page.css">';
    adoptDeferredStylesheets();
    const inHead = [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    expect(inHead).toEqual(['/assets/index.css', '/assets/page.css']);
    expect(document.body.querySelector('article link')?.getAttribute('href')).toBe('/assets/katex.css');
    expect(document.body.querySelectorAll(':scope > link')).toHaveLength(0);
  });
});
