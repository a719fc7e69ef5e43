// What `npm test` runs once installed: every stage, in the order CI runs them, and non-zero on the
// first failure. `node scripts/test.mjs <stage>...` (the package's test:<stage> scripts) runs
// chosen stages the same way, so one stage by hand means what CI means.
import { existsSync } from 'node:fs';
import { chromiumPath } from '../lib/chromium.mjs';
import { javaVersion } from '../lib/emulator-env.mjs';
import { runOrExit } from '../lib/run.mjs';

// The browser tests drive the real @emailjs/browser with its endpoint answered inside the browser,
// so the app they test is built with EmailJS configured (test values: nothing reaches EmailJS).
// Playwright reads the same variables to check what the library posts.
const testEnv = {
  ...process.env,
  VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
  VITE_EMAILJS_SERVICE_ID: 'test-service',
  VITE_EMAILJS_TEMPLATE_ID: 'test-template',
};

function needJava() {
  if (javaVersion()) return;
  console.error(
    'Java 17+ is missing for the emulators; install it with: sudo apt-get install -y openjdk-17-jdk-headless',
  );
  process.exit(1);
}

function needChromium() {
  if (existsSync(chromiumPath())) return;
  console.error(
    'Chromium is missing for the browser tests; install it with: sudo apt-get install -y chromium',
  );
  process.exit(1);
}

let built = false;
/** The production build the emulator and browser stages test; once per run. */
function testBuild() {
  if (built) return;
  console.log('Production build (with test EmailJS settings)');
  runOrExit('npm', ['run', 'build', '--silent'], { env: testEnv });
  built = true;
}

const STAGES = {
  check: {
    title: 'Typecheck, lint and format',
    run() {
      runOrExit('npm', ['run', 'typecheck', '--silent']);
      runOrExit('npx', ['eslint', '.', '--max-warnings', '0']);
      runOrExit('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
    },
  },
  unit: {
    title: 'Unit and component tests',
    run() {
      runOrExit('npx', ['vitest', 'run', '--project', 'web', '--project', 'node-unit']);
    },
  },
  emulated: {
    title: 'Rules, functions, data and build tests (emulators)',
    run() {
      needJava();
      testBuild();
      runOrExit('node', ['scripts/emulators.mjs', 'exec', 'npx vitest run --project emulator'], {
        env: testEnv,
      });
    },
  },
  browser: {
    title: 'Browser tests (emulators, demo content, prerendered pages)',
    run() {
      needJava();
      needChromium();
      testBuild();
      // The browser tests visit prerendered pages with the demo content, as a deployed site
      // serves them.
      runOrExit(
        'node',
        [
          'scripts/emulators.mjs',
          'exec',
          'npx tsx scripts/seed.ts --force && npx tsx scripts/prerender.ts && npx playwright test',
        ],
        { env: testEnv },
      );
    },
  },
  'first-start': {
    title: '`npm start` as the first command on a fresh clone',
    run() {
      needJava();
      runOrExit('node', ['--import', 'tsx', '--test', 'tests/first-start/first-start.test.mjs']);
    },
  },
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in STAGES));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages are: ${Object.keys(STAGES).join(', ')}`);
  process.exit(2);
}
for (const name of chosen.length ? chosen : Object.keys(STAGES)) {
  console.log(`\n=== ${STAGES[name].title} ===\n`);
  STAGES[name].run();
}
