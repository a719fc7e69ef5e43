// The web app's build, as site-renderer.ts imports it through the web package's exports. It exists
// only after `npm run build -w web`, so its types are declared here rather than read from it.
declare module 'web/server' {
  import type { SiteServer } from '@portfolio/site-render';
  /** The SSR build, with the site's address (a site path the content names is read from there). */
  const server: SiteServer & { siteUrl: string };
  export = server;
}

declare module 'web/dist/.vite/manifest.json' {
  import type { Manifest } from '@portfolio/site-render';
  const manifest: Manifest;
  export default manifest;
}

declare module 'web/dist/.vite/inline-styles.json' {
  const styles: Record<string, string>;
  export default styles;
}

declare module 'web/dist/app-shell.html' {
  const shell: string;
  export default shell;
}

declare module '*.woff' {
  const bytes: Uint8Array;
  export default bytes;
}
