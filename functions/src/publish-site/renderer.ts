import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicDb } from '@portfolio/model/public-db';
import type { SiteFile } from './handler';
import type { PartialPage, SkippedPage } from '@portfolio/model/site-publish';

/**
 * The site renderer that functions/build.mjs bundles next to the functions (lib/site-renderer.mjs,
 * from site-renderer.ts): @portfolio/site-render over the app's SSR build, with the client build's
 * app shell and manifest, the same code `npm run prerender` runs.
 */
export interface SiteRenderer {
  /**
   * Reads the content on `db` and renders it; `siteDir`: a served folder to read the site's own
   * files from.
   */
  render(
    db: PublicDb,
    siteDir: string | null,
  ): Promise<{
    files: SiteFile[];
    failures: string[];
    renderedAt: number;
    /** Pages that could not be rendered and were left out, with the reason. */
    skipped: SkippedPage[];
    /** Pages rendered with a note in place of a part that could not be (a notebook's), with the reason. */
    partial: PartialPage[];
    /** How many pages the site's search index covers. */
    searchPages: number;
  }>;
  /** One page's HTML, from the content on `db` (a preview's view of it). */
  renderPreview(db: PublicDb, siteDir: string | null, path: string): Promise<string>;
  /** Hash of the pages without their read time: equal for equal content. */
  siteHash(files: SiteFile[], renderedAt: number): string;
  /** Writes the files into a served folder; answers the stale project and paper pages it removed. */
  writeSite(dir: string, files: SiteFile[]): string[];
  /** A regular expression (RE2 syntax) for the files a publish replaces as a whole set. */
  contentPagesPattern: string;
}

const RENDERER_FILE = 'site-renderer.mjs';

let loaded: Promise<SiteRenderer> | null = null;

/** The bundled renderer; it is built only when the web app was built before the functions. */
export function loadRenderer(dir = __dirname): Promise<SiteRenderer> {
  const file = join(dir, RENDERER_FILE);
  if (!existsSync(file)) {
    return Promise.reject(
      new Error(
        'The site renderer is not built: run `npm run build` (web first, then the functions) and deploy again.',
      ),
    );
  }
  // import() of an ES module from these CommonJS functions; esbuild leaves a computed one alone.
  loaded ??= import(pathToFileURL(file).href) as Promise<SiteRenderer>;
  return loaded;
}

/**
 * The folder the Hosting emulator serves: firebase.json's hosting.public, relative to the
 * repository root that holds functions/ (lib/ when bundled).
 */
export function servedFolder(libDir = __dirname): string {
  const root = resolve(libDir, '..', '..');
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    hosting?: { public?: string };
  };
  return resolve(root, config.hosting?.public ?? 'web/dist');
}
