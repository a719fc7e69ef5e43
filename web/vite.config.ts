import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { THEME_COLOR } from './src/theme.ts';
import { adminOnlyChunks, isAdminModule } from './vite/admin-only-chunks.ts';
import { pwaOptions } from './vite/pwa-options.ts';

// The emulator port offset of scripts/ reaches the app as a VITE_ variable.
process.env.VITE_EMULATOR_PORT_OFFSET ??= process.env.PORTFOLIO_PORT_OFFSET ?? '0';
const portOffset = Number(process.env.VITE_EMULATOR_PORT_OFFSET);

const adminChunks = adminOnlyChunks();

/** Browser chrome colour and the iOS home-screen icon, from the same sources as the manifest. */
const installHead: Plugin = {
  name: 'portfolio:install-head',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
    {
      tag: 'link',
      attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
      injectTo: 'head',
    },
  ],
};

export default defineConfig({
  plugins: [
    react(),
    installHead,
    adminChunks.plugin,
    VitePWA(pwaOptions({ portOffset, adminOnlyFiles: adminChunks.files })),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // dist/.vite/manifest.json maps sources to files: the PWA build test and the benchmark read it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Admin routes get a recognisable name (the service worker also skips them by name).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && isAdminModule(chunk.facadeModuleId)
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { port: 5173 + portOffset, strictPort: true, host: true },
  preview: { port: 4173, strictPort: true },
});
