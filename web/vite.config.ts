import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The emulator port offset of scripts/ reaches the app as a VITE_ variable.
process.env.VITE_EMULATOR_PORT_OFFSET ??= process.env.PORTFOLIO_PORT_OFFSET ?? '0';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173 + Number(process.env.PORTFOLIO_PORT_OFFSET ?? 0), strictPort: true, host: true },
  preview: { port: 4173, strictPort: true },
});
