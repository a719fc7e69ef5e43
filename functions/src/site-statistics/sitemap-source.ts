import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hostingSite, inEmulator } from '../config';
import { servedFolder } from '../publish-site/renderer';

/** How long an instance trusts the sitemap it read: a publish shows in the counts within this. */
export const SITEMAP_MAX_AGE_MS = 5 * 60_000;

/**
 * How old a sitemap the hit function may use is: in the emulators none, since the served folder
 * is a local file that a publish or a test rewrites at any moment.
 */
export const sitemapMaxAgeMs = (): number => (inEmulator() ? 0 : SITEMAP_MAX_AGE_MS);

/**
 * The published site's /sitemap.xml, or null when it cannot be read: in the emulators from the
 * folder the Hosting emulator serves (where a publish writes it), deployed from the Hosting site.
 */
export async function readPublishedSitemap(): Promise<string | null> {
  if (inEmulator()) return readFile(join(servedFolder(), 'sitemap.xml'), 'utf8').catch(() => null);
  const site = hostingSite();
  if (!site) return null;
  try {
    const response = await fetch(`https://${site}.web.app/sitemap.xml`, {
      signal: AbortSignal.timeout(5_000),
    });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}
