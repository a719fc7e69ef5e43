// `npm test`: every test, in the order CI runs them. Exit code non-zero on any failure.
import { existsSync } from 'node:fs';
import { chromiumPath, ensureDependencies } from './lib/deps.mjs';
import { javaVersion } from './lib/emulator-env.mjs';
import { runOrExit } from './lib/run.mjs';

ensureDependencies();

if (!existsSync(chromiumPath())) {
  console.error(
    'Chromium is missing for the browser tests; install it with: sudo apt-get install -y chromium',
  );
  process.exit(1);
}
if (!javaVersion()) {
  console.error(
    'Java 17+ is missing for the emulators; install it with: sudo apt-get install -y openjdk-17-jdk-headless',
  );
  process.exit(1);
}

const step = (title) => console.log(`\n=== ${title} ===\n`);

// The browser tests drive the real @emailjs/browser with its endpoint answered inside the browser,
// so the app they test is built with EmailJS configured (test values: nothing reaches EmailJS).
// Playwright reads the same variables to check what the library posts.
const e2eEnv = {
  ...process.env,
  VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
  VITE_EMAILJS_SERVICE_ID: 'test-service',
  VITE_EMAILJS_TEMPLATE_ID: 'test-template',
};

step('Typecheck');
runOrExit('npm', ['run', 'typecheck', '--silent']);

step('Lint and format');
runOrExit('npx', ['eslint', '.', '--max-warnings', '0']);
runOrExit('npx', ['prettier', '--check', '.', '--log-level', 'warn']);

step('Unit and component tests');
runOrExit('npx', ['vitest', 'run', '--project', 'web', '--project', 'node-unit']);

step('Production build');
runOrExit('npm', ['run', 'build', '--silent'], { env: e2eEnv });

step('Emulator and browser tests');
runOrExit(
  'node',
  [
    'scripts/emulators.mjs',
    'exec',
    // The emulator tests start from an empty database (clearing demo projects would set off their
    // cascades mid-test); then the browser tests visit prerendered pages, as a deployed site
    // serves them.
    'npx vitest run --project emulator && npx tsx scripts/seed.ts --force && node scripts/prerender.mjs && npx playwright test',
  ],
  { env: e2eEnv },
);
