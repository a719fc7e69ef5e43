// A project's, a paper's or a note's earlier addresses (its old slugs, its document id) as small pages that
// send visitors and search engines on to where it lives now.
import { notePath, projectPath, publicationPath } from '@portfolio/model/routes';
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
 * The file at an old address (a project's or paper's earlier slug or its document id): it sends browsers on
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

/**
 * Each project's, paper's and note's earlier addresses; one that is now another page's own (of a
 * project among projects, a paper among papers, a note among notes: each kind lives in its own
 * folder) is that page.
 */
export function redirectsOf({
  siteUrl,
  projects,
  publications,
  notes,
}: Pick<SiteContent, 'siteUrl' | 'projects' | 'publications' | 'notes'>): Redirect[] {
  const site = siteUrl.replace(/\/+$/, '');
  const moved = (
    items: ReadonlyArray<{ address: string; earlierAddresses: readonly string[] }>,
    pathOf: (address: string) => string,
  ) => {
    const current = new Set(items.map((i) => i.address));
    return items.flatMap(({ address, earlierAddresses }) =>
      [...new Set(earlierAddresses)]
        .filter((earlier) => !current.has(earlier))
        .map((earlier) => ({ from: pathOf(earlier), to: `${site}${pathOf(address)}` })),
    );
  };
  return [
    ...moved(projects, projectPath),
    ...moved(publications, publicationPath),
    ...moved(notes, notePath),
  ];
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
