import type { ComponentType } from 'react';
import { lazyComponent } from './lazy-component';

/**
 * The lazy sections (their modules under src/, without extension) the page being prerendered
 * rendered: the prerenderer links their stylesheets in the page's head (entry-server.tsx).
 */
export const serverSections = new Set<string>();

const serverLoads = new Set<() => Promise<unknown>>();

/**
 * The prerenderer, before each page: loads the code of every lazy section its route has
 * declared, so that the page renders complete and in one pass.
 */
export function loadServerSections(): Promise<unknown> {
  return Promise.all([...serverLoads].map((load) => load()));
}

/**
 * A section whose code loads apart from its page's. Inside a HydrationSlice, a prerendered page
 * neither downloads nor hydrates it before the slice's turn (near the viewport, an idle browser
 * or the first tap), and its server HTML stays on screen meanwhile. `module` is its file under
 * src/ without extension, as the route ids: the prerenderer links its stylesheet by it, and
 * fails on a name the build does not know.
 */
export function lazySection<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const { LazyComponent, preload } = lazyComponent(load);
  if (import.meta.env.SSR) serverLoads.add(preload);

  function LazySection(props: P) {
    if (import.meta.env.SSR) serverSections.add(module);
    return <LazyComponent {...props} />;
  }
  return LazySection;
}
