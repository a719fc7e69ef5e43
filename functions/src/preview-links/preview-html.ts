import { PREVIEW_MESSAGES } from '@portfolio/model/preview-links';

/** Every preview answer, the draft's page or the expired page: never indexed, kept or referred. */
export const PREVIEW_HEADERS = {
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'no-store, private',
  'Referrer-Policy': 'no-referrer',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The expiry as the banner says it: the same for every reader, so in UTC and said so. */
export function bannerDate(at: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${text} UTC`;
}

// Inline styles: the banner is HTML the function adds around the app's page, outside its CSS.
const BANNER_STYLE =
  'position:sticky;top:0;z-index:1000;margin:0;padding:12px 16px;background:#fff3bf;color:#1a1b1e;' +
  'border-bottom:2px solid #f08c00;font:600 16px/1.4 system-ui,sans-serif;text-align:center';

/**
 * The page with its module scripts taken out and the banner on top. A preview must not start the
 * app: it would read Firestore again as a visitor, find no such published document and replace
 * the draft with "not found". The page's markup, styles and links work without it.
 */
export function previewPageHtml(page: string, expiresAt: Date): string {
  const withoutScripts = page
    .replace(/<script\b[^>]*\b(?:type="module"|src=)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/\s*<link\b[^>]*rel="(?:modulepreload|manifest)"[^>]*>/gi, '');
  const banner = `<div role="status" data-preview-banner style="${BANNER_STYLE}">${escapeHtml(
    PREVIEW_MESSAGES.banner(bannerDate(expiresAt)),
  )}</div>`;
  const withBanner = withoutScripts.replace(/<body\b[^>]*>/i, (body) => `${body}\n    ${banner}`);
  // A robots meta as well as the header: a saved copy of the page keeps it.
  return withBanner.replace(
    /<head\b[^>]*>/i,
    (head) => `${head}\n    <meta name="robots" content="noindex" />`,
  );
}

/** The one answer to every token that opens nothing: no reason given, a way to the site's home. */
export function expiredPageHtml(): string {
  const m = PREVIEW_MESSAGES;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(m.expiredTitle)}</title>
  </head>
  <body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
    <main>
      <h1>${escapeHtml(m.expiredTitle)}</h1>
      <p>${escapeHtml(m.expiredBody)}</p>
      <p><a href="/">${escapeHtml(m.expiredHome)}</a></p>
    </main>
  </body>
</html>
`;
}
