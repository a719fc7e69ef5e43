import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium.mjs';
import { ports } from './tests/support/ports';

// Runs inside `firebase emulators:exec` (see scripts/test.mjs) against the production build that
// the Hosting emulator serves, with Debian's Chromium: there is no browser download here.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retry anywhere: a test that passes only on its second try is a flake to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${ports.hosting}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        ...CHROMIUM_FLAGS,
        // Chromium refuses some ports outright (5060 and 5061 are SIP): allow the ones we serve on.
        `--explicitly-allowed-ports=${ports.hosting},${ports.dev}`,
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /\.phone\.spec\.ts$/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /\.phone\.spec\.ts$/ },
  ],
});
