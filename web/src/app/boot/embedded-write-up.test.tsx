import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTENT_SNAPSHOT_ID } from '@portfolio/model/page-contract';
import { readEmbeddedSnapshot, serializeSnapshot } from '@/data/public-content/snapshot';
import { RenderedMarkdown } from '@/components/rendered-markdown';

describe('RenderedMarkdown', () => {
  it('is where a prerendered page reads its write-up back from, instead of a second copy', () => {
    const study = { html: '<h2 id="why">Why</h2><p>Churn fell from 5.9% to 4.8%.</p>', math: false };
    const markup = renderToString(<RenderedMarkdown content={study} waits="blocks" />);
    const entries = { 'case-study:churn': { data: study, savedAt: 1 } };
    const snapshot = serializeSnapshot(entries, markup);
    expect(snapshot).not.toContain('Churn fell');

    const page = document.implementation.createHTMLDocument('');
    page.body.innerHTML = `<div id="root">${markup}</div><script type="application/json" id="${CONTENT_SNAPSHOT_ID}">${snapshot}</script>`;
    expect(readEmbeddedSnapshot(page)?.['case-study:churn']?.data).toEqual(study);
  });
});
