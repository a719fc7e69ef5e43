import { ColorSchemeScript } from '@mantine/core';
import type { RenderedPage } from '@portfolio/site-render';
import type { ImageRenditions } from '@portfolio/model/renditions';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { loadServerSections } from '@/components/lazy-section';
import { emulatorPorts, env } from '@/config/env';
import { publicQueries } from '@/data/public-content/queries';
import { renditionsFromAll } from '@/data/public-content/renditions-keys';
import { serializeSnapshot } from '@/data/public-content/snapshot';
import type { CacheEntries } from '@/data/public-content/store';
import { createServerRender, ServerRenderContext } from '@/lib/server-render';
import { AppFrame } from './app/app-frame';
import { loadMatchedRoutes } from './app/router';
import { theme } from './theme';

/**
 * The prerenderer's side of the app (a SiteApp), which @portfolio/site-render drives for
 * `npm run prerender` and the publish-site function: the content is read once (loadSiteContent),
 * then each public route is rendered to HTML with it. The browser hydrates that HTML
 * (app/boot/start.tsx).
 */

/** Sets the saved or system colour scheme before the first paint, as MantineProvider would. */
export const colorSchemeScript = renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="auto" />);

/** Where the page's first Firestore request goes, worth a preconnect. */
export const firestoreOrigin = env.useEmulators
  ? `http://${env.emulatorHost}:${emulatorPorts.firestore}`
  : 'https://firestore.googleapis.com';

/** Renders one page from `entries`; everything it collects stays in this call's own context. */
export async function renderPage(url: string, entries: CacheEntries): Promise<RenderedPage> {
  const all = entries[publicQueries.allImageRenditions.key];
  const render = createServerRender(entries, (key) => {
    const data = all && renditionsFromAll(key, all.data as ImageRenditions);
    return data ? { data, savedAt: all.savedAt } : undefined;
  });

  const routeIds = await loadMatchedRoutes(new URL(url, 'http://prerender.local').pathname);
  // The route modules are loaded now, and with them their lazy sections' declarations.
  await loadServerSections();
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const html = renderToString(
    <ServerRenderContext value={render}>
      <AppFrame Router={Router} />
    </ServerRenderContext>,
  );
  const read = Object.fromEntries(
    [...render.reads, publicQueries.contentMark.key].flatMap((key) => {
      const entry = render.entry(key);
      return entry ? [[key, entry]] : [];
    }),
  );
  return {
    html,
    title: render.meta.title,
    description: render.meta.description,
    seoHead: render.meta.head,
    snapshot: serializeSnapshot(read, html),
    routeIds,
    sections: [...render.sections],
  };
}

/** The source of each page's boot script, compiled by this build with the rest of the app. */
export { bootScript } from './app/boot/boot-script';

/** The absolute site URL every canonical link, preview and sitemap entry starts with. */
export const siteUrl = env.siteUrl;

/** The site's brand shades for the share image: the darkest two behind, a light one on top. */
const brand = theme.colors!.brand!;
export const brandColors = { dark: brand[9], main: brand[7], light: brand[2] };

/** Everything a render reads, with the reader the caller passes (the prerender's, Publish's). */
export { dbReader, liteReader, loadSiteContent } from '@/data/public-content/site-content';
