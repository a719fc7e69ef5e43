import { describe, expect, it } from 'vitest';
import { expiredPageHtml, previewPageHtml } from './preview-html';

const page = `<!doctype html><html lang="en"><head><title>Note</title>
<script>document.documentElement.dataset.scheme='light'</script>
<link rel="modulepreload" crossorigin href="/assets/a.js">
<link rel="manifest" href="/manifest.webmanifest">
</head><body class="x"><div id="root"><article>Draft body</article></div>
<script type="application/json" id="snapshot">{}</script>
<script type="module" data-boot="/assets/entry.js">boot()</script>
<script id="vite-plugin-pwa:register-sw" src="/registerSW.js"></script>
</body></html>`;

describe('previewPageHtml', () => {
  const html = previewPageHtml(page, new Date('2026-12-09T12:00:00Z'));

  it('keeps the page and puts the banner with the expiry first in the body', () => {
    expect(html).toContain('<article>Draft body</article>');
    expect(html).toMatch(
      /<body class="x">\s*<div role="status"[^>]*>Preview of a draft — not published\. This link expires 9 December 2026 at 12:00 UTC\.<\/div>/,
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('takes out everything that would start the app or its service worker', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('registerSW');
    expect(html).not.toContain('rel="manifest"');
    // The colour scheme's inline script and the data stay: neither starts anything.
    expect(html).toContain("dataset.scheme='light'");
  });
});

describe('expiredPageHtml', () => {
  it('says the preview has expired and links home, with no script', () => {
    const html = expiredPageHtml();
    expect(html).toContain('<h1>This preview has expired</h1>');
    expect(html).toContain('<a href="/">');
    expect(html).not.toContain('<script');
  });
});
