import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads apart from its parent's. Once loaded (by `preload` or a first
 * render), it renders directly instead of through React.lazy, so a page that preloaded it before
 * hydrating renders in one pass, and hydration sees the same markup either way: React.lazy renders
 * no element of its own. A failed load is forgotten, so the next render tries again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // React.lazy keeps its rejection: a fresh one, and a fresh load, for the next render.
        loading = null;
        Lazy = lazy(fromPreload);
        throw error;
      },
    ));
  const fromPreload = async () => ({ default: await preload() });
  let Lazy = lazy(fromPreload);

  function LazyComponent(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { LazyComponent, preload };
}
