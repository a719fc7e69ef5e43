import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { isolatedTestFiles } from './vite/test-isolation.ts';

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web tests, in two projects (vite/test-isolation.ts says which file runs where):
 * `web-shared` runs each worker's files in one jsdom and one module cache, `web` gives each file
 * a worker of its own.
 */
export function webTestProject(name: 'web' | 'web-shared') {
  const shared = name === 'web-shared';
  const isolated = isolatedTestFiles(WEB_ROOT);
  // The SSR build bundles every dependency (`ssr.noExternal`), which Vitest would take as an
  // order to run node_modules through Vite too: each test file then evaluated Mantine's 700
  // modules one by one. Without it, Node imports the dependencies itself.
  const { ssr: _ssrBuildOnly, ...vite } = viteConfig({ command: 'serve', mode: 'test' });
  return mergeConfig(
    vite,
    defineProject({
      test: {
        name,
        environment: 'jsdom',
        isolate: !shared,
        include: shared ? ['src/**/*.test.{ts,tsx}'] : isolated,
        exclude: shared ? [...configDefaults.exclude, ...isolated] : configDefaults.exclude,
        setupFiles: ['src/test-utils/setup.ts', ...(shared ? ['src/test-utils/shared-worker-reset.ts'] : [])],
        css: false,
        // jsdom + Mantine interaction tests take seconds on a loaded 2-core CI machine.
        testTimeout: 20_000,
      },
    }),
  );
}

export default webTestProject('web');
