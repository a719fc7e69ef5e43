import { pageFile } from './assets';
import { escapeAttr, escapeText } from './escape';
import type { SiteFile } from './site-file';

/** An address that now lives elsewhere: `from` a site path, `to` the absolute URL it moved to. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * The file at an old address (a project's earlier slug or its document id): it sends browsers on
 * at once, tells search engines where the page lives now and asks them not to list this one.
 * Static Hosting has no per-page redirects a publish could change, so the page does it itself.
 */
export function redirectFile({ from, to }: Redirect): SiteFile {
  const href = escapeAttr(to);
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${escapeText(to)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${href}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<p>This page has moved to <a href="${href}">${escapeText(to)}</a>.</p>
</body>
</html>
`;
  return { path: `/${pageFile(from)}`, body };
}
