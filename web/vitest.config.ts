import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test-utils/setup.ts'],
      css: false,
      // jsdom + Mantine interaction tests take seconds on a loaded 2-core CI machine.
      testTimeout: 20_000,
    },
  }),
);
