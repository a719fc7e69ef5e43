import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PORT_OFFSET_VARIABLE } from '@portfolio/model/emulators';

// One runner, four projects: `web-shared` and `web` (jsdom component and unit tests next to the
// code; `web` for the files marked `// @isolated: <why>`, each in a worker of its own, see
// web/vite/test-isolation.ts), `node-unit` (pure code of functions, scripts and the model), and
// `emulator` (tests/rules, tests/functions, tests/data: they need `firebase emulators:exec`
// around them).
export default defineConfig({
  test: {
    projects: [
      'web/vitest.config.ts',
      'web/vitest.shared.config.ts',
      {
        test: {
          name: 'node-unit',
          environment: 'node',
          include: [
            'functions/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/vite/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          // `npm test` runs these beside the first-start stage's install and build on two cores.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'emulator',
          // tests/data runs the web app's data layer in node against the emulators.
          alias: { '@/': fileURLToPath(new URL('./web/src/', import.meta.url)) },
          env: { VITE_EMULATOR_PORT_OFFSET: process.env[PORT_OFFSET_VARIABLE] ?? '0' },
          environment: 'node',
          include: ['tests/{rules,functions,data,pwa}/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
