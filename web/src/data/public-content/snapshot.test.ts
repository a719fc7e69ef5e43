import { CONTENT_SNAPSHOT_ID, EMBEDDED_HTML_ATTRIBUTE } from '@portfolio/model/page-contract';
import { describe, expect, it } from 'vitest';
import { readEmbeddedSnapshot, serializeSnapshot } from './snapshot';
import type { CacheEntries } from './store';

const WRITE_UP = '<h2 id="why">Why</h2><p>Churn fell from 5.9% to 4.8%, and a &#x3C; b.</p>';

/** A prerendered page as the renderer writes it: markup with the snapshot beside it. */
function page(markup: string, entries: CacheEntries): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = `<div id="root">${markup}</div><script type="application/json" id="${CONTENT_SNAPSHOT_ID}">${serializeSnapshot(entries, markup)}</script>`;
  return doc;
}

const marked = (html: string) => `<div class="markdown" ${EMBEDDED_HTML_ATTRIBUTE}="">${html}</div>`;

describe('content snapshot', () => {
  it('is read from its own script, even when an element of the content before it carries its id', () => {
    const entries: CacheEntries = { 'project:churn': { data: { title: 'Churn' }, savedAt: 1 } };
    const doc = page(`<h2 id="${CONTENT_SNAPSHOT_ID}">Public content</h2>`, entries);
    expect(doc.getElementById(CONTENT_SNAPSHOT_ID)?.tagName).toBe('H2');
    expect(readEmbeddedSnapshot(doc)?.['project:churn']?.data).toEqual({ title: 'Churn' });
  });

  it('carries a write-up shown on the page once, and reads it back from the page', () => {
    const entries: CacheEntries = {
      'case-study:churn': { data: { html: WRITE_UP, toc: [], math: false }, savedAt: 1 },
      'project:churn': { data: { title: 'Churn', created_at: new Date('2025-03-10T09:00:00Z') }, savedAt: 1 },
    };
    const markup = `<main><h1>Churn</h1>${marked(WRITE_UP)}</main>`;

    const json = serializeSnapshot(entries, markup);
    expect(json).not.toContain('Churn fell');

    const read = readEmbeddedSnapshot(page(markup, entries))!;
    // The browser's own serialization of the same HTML.
    expect(read['case-study:churn']!.data).toEqual({
      html: WRITE_UP.replace('&#x3C;', '&lt;'),
      toc: [],
      math: false,
    });
    expect(read['project:churn']!.data).toEqual({
      title: 'Churn',
      created_at: new Date('2025-03-10T09:00:00Z'),
    });
  });

  it('embeds HTML the page does not show as it is', () => {
    const entries: CacheEntries = {
      'case-study:churn': { data: { html: WRITE_UP, toc: [], math: false }, savedAt: 1 },
    };
    const other = marked('<p>An older write-up.</p>');
    expect(serializeSnapshot(entries, other)).toContain('Churn fell');
    expect(serializeSnapshot(entries)).toContain('Churn fell');
    // Only the whole content of a marked element counts, not a part of it.
    const longer = marked(`${WRITE_UP}<p>More.</p>`);
    expect(serializeSnapshot(entries, longer)).toContain('Churn fell');
  });

  it('points at each marked element by its place in the page', () => {
    const first = '<p>First notebook.</p>';
    const second = '<p>Second notebook.</p>';
    const entries: CacheEntries = {
      'notebook:b': { data: { kind: 'rendered', html: second }, savedAt: 1 },
      'notebook:a': { data: { kind: 'rendered', html: first }, savedAt: 1 },
    };
    const markup = `${marked(first)}<section>${marked(second)}</section>`;
    const read = readEmbeddedSnapshot(page(markup, entries))!;
    expect(read['notebook:a']!.data).toEqual({ kind: 'rendered', html: first });
    expect(read['notebook:b']!.data).toEqual({ kind: 'rendered', html: second });
  });

  it('drops an entry whose HTML is gone from the page, and keeps the others', () => {
    const entries: CacheEntries = {
      'case-study:churn': { data: { html: WRITE_UP, toc: [], math: false }, savedAt: 1 },
      'project:churn': { data: { title: 'Churn' }, savedAt: 1 },
    };
    const markup = `<h1>Churn</h1>${marked(WRITE_UP)}`;
    const doc = page(markup, entries);
    // Something (an extension, a translation) replaced the element before the app started.
    doc.querySelector(`[${EMBEDDED_HTML_ATTRIBUTE}]`)!.removeAttribute(EMBEDDED_HTML_ATTRIBUTE);

    const read = readEmbeddedSnapshot(doc)!;
    expect(Object.keys(read)).toEqual(['project:churn']);
  });

  it('keeps a project text that would close the script element inside it', () => {
    const entries: CacheEntries = { 'project:x': { data: { title: '</script><!-- x' }, savedAt: 1 } };
    expect(serializeSnapshot(entries)).not.toContain('<');
    expect(readEmbeddedSnapshot(page('', entries))!['project:x']!.data).toEqual({ title: '</script><!-- x' });
  });
});
