import { use, type ComponentType } from 'react';
import { ServerRenderContext } from '@/lib/server-render';
import { chunkModule, type ModuleGlob } from './chunk-module';
import { lazyComponent } from './lazy-component';

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
 * or the first tap), and its server HTML stays on screen meanwhile. `module` is the glob import of
 * its file (see chunkModule): the prerenderer links its stylesheet by the build manifest's name
 * for it, and fails on a name the build does not know.
 */
export function lazySection<P extends object>(module: ModuleGlob<ComponentType<P>>): ComponentType<P> {
  const { id, load } = chunkModule(module);
  const { LazyComponent, preload } = lazyComponent(load);
  if (import.meta.env.SSR) serverLoads.add(preload);

  function LazySection(props: P) {
    // The prerenderer links the stylesheets of the sections a page rendered in its head.
    if (import.meta.env.SSR) use(ServerRenderContext)?.sections.add(id);
    return <LazyComponent {...props} />;
  }
  return LazySection;
}
