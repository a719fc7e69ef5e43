/** Vite's build manifest (`.vite/manifest.json`): every chunk by its source key. */
export type Manifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; assets?: string[]; isEntry?: boolean }
>;

/** '/' -> index.html, '/about' -> about.html, '/projects/a' -> projects/a.html (Hosting cleanUrls). */
export function pageFile(path: string): string {
  if (path === '/') return 'index.html';
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments.some((s) => s === '..' || s === '.' || s.includes('/') || s.includes('\\'))) {
    throw new Error(`Refusing to prerender ${path} outside web/dist`);
  }
  return `${segments.join('/')}.html`;
}

/** A chunk and every chunk it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The Latin files of the heading and the body font among the built assets, heading first, as
 * paths under the build folder. Every page's text needs both; left to the stylesheet, they would
 * be found only once it has been parsed and the text laid out.
 */
export function latinFonts(manifest: Manifest): string[] {
  const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.assets ?? [])]));
  return ['space-grotesk', 'inter'].flatMap((family) => {
    const latin = new RegExp(`^assets/${family}-latin-wght-[\\w-]+\\.woff2$`);
    const file = [...files].find((f) => latin.test(f));
    return file ? [file] : [];
  });
}

/**
 * The route chunks of a page that the entry chunk does not already bring, and their CSS, with the
 * CSS of the lazy sections it rendered: their HTML is on the page from the start, while their
 * scripts load later. Route ids and sections are the build manifest's keys of their modules.
 */
export function pageAssets(
  manifest: Manifest,
  routeIds: readonly string[],
  sections: readonly string[] = [],
): { scripts: string[]; styles: string[] } {
  const keys = new Set<string>();
  for (const id of routeIds) staticClosure(manifest, id, keys);
  const entry = staticClosure(manifest, 'index.html');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of keys) {
    if (entry.has(key)) continue;
    scripts.add(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) styles.add(css);
  }
  for (const section of sections) {
    if (!manifest[section]) throw new Error(`The lazy section ${section} is not in the build manifest`);
    for (const chunk of staticClosure(manifest, section)) {
      if (entry.has(chunk)) continue;
      for (const css of manifest[chunk]!.css ?? []) styles.add(css);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}
