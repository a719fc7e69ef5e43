// A project's earlier addresses (its old slugs, its document id) as small pages that send visitors
// and search engines on to where the project lives now.
import { projectPath } from '@portfolio/model/routes';
import type { SkippedPage } from '@portfolio/model/site-publish';
import { pageFile } from '../assets';
import type { SiteContent } from '../content';
import { escapeAttr, escapeText } from '../escape';
import { reasonOf, type SiteOutput } from '../output';
import type { SiteFile } from '../site-file';

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

/** Each project's earlier addresses; one that is now another project's own is that project's page. */
export function redirectsOf({ siteUrl, projects }: Pick<SiteContent, 'siteUrl' | 'projects'>): Redirect[] {
  const current = new Set(projects.map((p) => p.address));
  const site = siteUrl.replace(/\/+$/, '');
  return projects.flatMap(({ address, earlierAddresses }) =>
    [...new Set(earlierAddresses)]
      .filter((earlier) => !current.has(earlier))
      .map((earlier) => ({ from: projectPath(earlier), to: `${site}${projectPath(address)}` })),
  );
}

export const redirects: SiteOutput = {
  render(content, _build, before) {
    const written = new Set(before.files.map((f) => f.path));
    const files: SiteFile[] = [];
    const skipped: SkippedPage[] = [];
    for (const redirect of redirectsOf(content)) {
      try {
        const file = redirectFile(redirect);
        // A page of its own always wins over an old address that happens to match it.
        if (!written.has(file.path)) files.push(file);
      } catch (error) {
        skipped.push({ path: redirect.from, reason: reasonOf(error) });
      }
    }
    return { files, skipped };
  },
};
