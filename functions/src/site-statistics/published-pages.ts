import { STATIC_PUBLIC_PATHS } from '@portfolio/model/routes';

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** '/about/' as '/about'; the home page stays '/'. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The paths of the pages a sitemap lists (every page the last render wrote). Its URLs carry the
 * site's address, which differs between the emulators, the web.app address and a custom domain,
 * so pages are compared by path only. Null for what is no sitemap with pages: Hosting answers an
 * address it has no file for with the app shell, and an empty list would drop every view.
 */
export function sitemapPaths(xml: string): Set<string> | null {
  if (!/<urlset[\s>]/.test(xml)) return null;
  const paths = new Set<string>();
  for (const [, loc = ''] of xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)) {
    const url = loc.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
    try {
      paths.add(withoutTrailingSlash(new URL(url, 'https://site.invalid').pathname));
    } catch {
      // Not a URL: no page.
    }
  }
  return paths.size ? paths : null;
}

/** The app's routes with a part that names content: a project, its notebook, a paper, a note, a tag. */
const CONTENT_ROUTES = [
  /^\/projects\/[^/]+$/,
  /^\/projects\/[^/]+\/notebooks\/[^/]+$/,
  /^\/publications\/[^/]+$/,
  /^\/notes\/[^/]+$/,
  /^\/notes\/tags\/[^/]+$/,
];

/** Whether `path` has the shape of one of the app's public pages (the check without a sitemap). */
export function hasRouteShape(path: string): boolean {
  return STATIC_PUBLIC_PATHS.includes(path) || CONTENT_ROUTES.some((route) => route.test(path));
}

/** How soon a sitemap that could not be read is asked for again. */
const RETRY_MS = 60_000;

/**
 * Whether a path is a page of the published site, by its sitemap, read at most every `maxAgeMs`
 * (a publish changes it). While the sitemap cannot be read (not published yet, Hosting out of
 * reach), any path with the shape of an app route is taken: a view of a real page is then still
 * counted, and a made-up path outside the routes still is not, though one inside them could be.
 */
export class PublishedPages {
  private cached: { atMs: number; paths: Set<string> | null } | null = null;
  private loading: Promise<Set<string> | null> | null = null;

  constructor(
    private readonly readSitemap: () => Promise<string | null>,
    private readonly maxAgeMs: number,
  ) {}

  async has(path: string, nowMs: number): Promise<boolean> {
    const paths = await this.current(nowMs);
    return paths ? paths.has(path) : hasRouteShape(path);
  }

  private current(nowMs: number): Promise<Set<string> | null> {
    const cached = this.cached;
    if (cached) {
      const age = nowMs - cached.atMs;
      if (age < (cached.paths ? this.maxAgeMs : Math.min(this.maxAgeMs, RETRY_MS)))
        return Promise.resolve(cached.paths);
    }
    // Hits that arrive while it is read wait for the same read.
    this.loading ??= this.readSitemap()
      .then((xml) => (xml === null ? null : sitemapPaths(xml)))
      .catch(() => null)
      .then((paths) => {
        this.cached = { atMs: nowMs, paths };
        this.loading = null;
        return paths;
      });
    return this.loading;
  }
}
