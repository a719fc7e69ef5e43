// The shape every output of a render shares (outputs/*.ts), and the build it renders with: the
// client build's shell and manifest, and the narrow part of the app that only the app can do,
// turning one page's address and content into HTML.
import type { PublicDb } from '@portfolio/model/public-db';
import type { PartialPage, SkippedPage } from '@portfolio/model/site-publish';
import type { Manifest } from './assets';
import type { CacheEntries, SiteContent } from './content';
import type { CvPdfFonts } from './cv-pdf';
import type { BootScript } from './inject';
import type { ShareImageFonts } from './share-image';
import type { SiteFile } from './site-file';

/** One page as the app's SSR build renders it. */
export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  /** Canonical link, Open Graph, Twitter card and JSON-LD, for the page's <head>. */
  seoHead: string;
  /** The content this page read, serialized to embed beside it. */
  snapshot: string;
  /** Ids of the matched routes: for public pages, their module under src/. */
  routeIds: string[];
  /** The lazy sections it rendered, modules under src/ as well. */
  sections?: string[];
}

/** What the app's SSR build (web/src/entry-server.tsx) offers a render: its pages, nothing else. */
export interface SiteApp {
  renderPage(path: string, entries: CacheEntries): Promise<RenderedPage>;
  /** Sets the saved or system colour scheme before the first paint. */
  colorSchemeScript: string;
  /** Where the page's first Firestore request goes, worth a preconnect. */
  firestoreOrigin: string;
  bootScript: BootScript;
  /** The site's brand shades for the share image: the darkest two behind, a light one on top. */
  brandColors: { dark: string; main: string; light: string };
}

/**
 * The app's SSR build as the prerender and Publish load it: its pages, and the read of the content
 * they render, over a reader made from a client (the lite client as a visitor for the prerender,
 * `liteReader`; the Admin SDK for Publish, `dbReader`) and a way to read files.
 */
export interface SiteServer<Reader = unknown> extends SiteApp {
  loadSiteContent(reader: Reader): Promise<SiteContent>;
  liteReader(file: (src: string) => Promise<Uint8Array | null>): Reader;
  dbReader(db: PublicDb, file: (src: string) => Promise<Uint8Array | null>): Reader;
}

/** The build a render goes with: the app, its client build's shell and manifest, and fonts. */
export interface SiteBuild {
  app: SiteApp;
  shell: string;
  manifest: Manifest;
  /** Font files to preload on every page (latinFonts). */
  fonts?: readonly string[];
  /** The build's small stylesheets' text by file name (its .vite/inline-styles.json), put in pages. */
  inlineStyles?: Readonly<Record<string, string>>;
  /** The faces the CV's PDF embeds (loadCvFonts, or bundled with the function); none, no CV files. */
  cvFonts?: CvPdfFonts;
  /** The faces the share image is set in (loadShareImageFonts, or bundled); none, no share image. */
  shareImageFonts?: ShareImageFonts;
}

/** What one output adds to the site. */
export interface Rendered {
  files: SiteFile[];
  /** Files it could not make, left out with the reason (the rest of the site still goes out). */
  skipped: SkippedPage[];
  /** Pages it made with a note in place of a part that could not be rendered, with the reason. */
  partial?: PartialPage[];
}

/**
 * One kind of file the site is made of (pages, the sitemap, the CV...). Outputs run in the order
 * of site.ts's list and each sees what the ones before it made (`before`): the sitemap leaves out
 * skipped pages, a redirect never takes a page's place.
 */
export interface SiteOutput {
  render(content: SiteContent, build: SiteBuild, before: Rendered): Promise<Rendered> | Rendered;
}

/** An output's result with nothing skipped. */
export const only = (files: SiteFile[]): Rendered => ({ files, skipped: [] });

/** A thrown error's message, as a skipped file's reason. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
