// What `npm test` runs once installed: every stage, in the order CI runs them, and non-zero on the
// first failure. `node scripts/test.mjs <stage>...` (the package's test:<stage> scripts) runs
// chosen stages the same way, so one stage by hand means what CI means. Each stage is timed, and
// the run closes with a table of the times against each stage's share of the 30-minute budget.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../lib/chromium.mjs';
import { javaVersion, ROOT } from '../lib/emulator-env.mjs';
import { budgetWarnings, stageTable } from '../lib/stage-times.mjs';

// The browser tests drive the real @emailjs/browser with its endpoint answered inside the browser,
// so the app they test is built with EmailJS configured (test values: nothing reaches EmailJS).
// Playwright reads the same variables to check what the library posts.
const testEnv = {
  ...process.env,
  VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
  VITE_EMAILJS_SERVICE_ID: 'test-service',
  VITE_EMAILJS_TEMPLATE_ID: 'test-template',
};

class StageFailed extends Error {
  constructor(status) {
    super(`exit ${status}`);
    this.status = status;
  }
}

/** Runs a command to its end; asynchronous, so a stage in the background is timed as it ends. */
async function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  const status = await new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  if (status !== 0) throw new StageFailed(status);
}

function need(check, message) {
  if (check()) return;
  console.error(message);
  throw new StageFailed(1);
}
const needJava = () =>
  need(
    () => javaVersion(),
    'Java 17+ is missing for the emulators; install it with: sudo apt-get install -y openjdk-17-jdk-headless',
  );
const needChromium = () =>
  need(
    () => existsSync(chromiumPath()),
    'Chromium is missing for the browser tests; install it with: sudo apt-get install -y chromium',
  );

const STAGES = {
  check: {
    title: 'Typecheck, lint and format',
    async run() {
      await run('npm', ['run', 'typecheck', '--silent']);
      await run('npx', ['eslint', '.', '--max-warnings', '0']);
      await run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
    },
  },
  unit: {
    title: 'Unit and component tests',
    async run() {
      // Vitest keeps a core for itself by default, which on this 2-core machine leaves one worker.
      const workers = String(availableParallelism());
      await run('npx', [
        'vitest',
        'run',
        '--project',
        'web',
        '--project',
        'web-shared',
        '--project',
        'node-unit',
        '--maxWorkers',
        workers,
      ]);
    },
  },
  // The production build that the emulator and browser stages test, once per run.
  build: {
    title: 'Production build (with test EmailJS settings)',
    async run() {
      await run('npm', ['run', 'build', '--silent'], { env: testEnv });
    },
  },
  emulated: {
    title: 'Rules, functions, data and build tests (emulators)',
    needs: ['build'],
    emulators: true,
  },
  browser: {
    title: 'Browser tests (emulators, demo content, prerendered pages)',
    needs: ['build'],
    emulators: true,
    before: needChromium,
  },
  'first-start': {
    title: '`npm start` as the first command on a fresh clone',
    before: needJava,
    command: ['node', ['--import', 'tsx', '--test', 'tests/first-start/first-start.test.mjs']],
    // It works in a clone of its own on ports of its own, and mostly installs and builds there,
    // so a whole run starts it at once, beside the stages that need no emulators; the emulator
    // stages wait for it and get the machine to themselves (their triggers and browsers are the
    // timing-sensitive part).
    background: true,
    async run() {
      needJava();
      await run(...STAGES['first-start'].command);
    },
  },
};
const STAGE_ORDER = ['check', 'unit', 'emulated', 'browser', 'first-start'];

/** Runs the chosen emulator stages inside one start of the Emulator Suite; returns their times. */
async function runWithEmulators(names) {
  needJava();
  for (const name of names) STAGES[name].before?.();
  const timesFile = join(ROOT, '.cache', 'test-stage-times.jsonl');
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  rmSync(timesFile, { force: true });
  const startedAt = Date.now();
  let failure = null;
  try {
    await run(
      'node',
      ['scripts/emulators.mjs', 'exec', `node scripts/commands/emulator-stages.mjs ${names.join(' ')}`],
      {
        env: { ...testEnv, PORTFOLIO_STAGE_TIMES: timesFile },
      },
    );
  } catch (error) {
    failure = error;
  }
  const rows = existsSync(timesFile)
    ? readFileSync(timesFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const inside = rows.reduce((sum, row) => sum + row.seconds, 0);
  rows.unshift({
    name: 'emulators',
    seconds: (Date.now() - startedAt) / 1000 - inside,
    note: `start and stop, shared by ${names.join(' and ')}`,
  });
  return { rows, failure };
}

/** Starts a stage with its output in a file, printed when it ends (interleaved output helps nobody). */
function startInBackground(name) {
  const stage = STAGES[name];
  stage.before?.();
  const log = join(ROOT, '.cache', `test-${name}.log`);
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  const out = openSync(log, 'w');
  const startedAt = Date.now();
  const [command, args] = stage.command;
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', out, out], detached: true });
  closeSync(out);
  console.log(`\n=== ${stage.title}: started in the background (output at the end; ${log}) ===\n`);
  const ended = new Promise((resolve) =>
    child.on('exit', (code, signal) =>
      resolve({ status: code ?? (signal ? 1 : 0), seconds: (Date.now() - startedAt) / 1000 }),
    ),
  );
  return {
    name,
    stop() {
      try {
        // SIGTERM lets the stage stop what it started (the first start's `npm start`).
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already ended
      }
    },
    async finish() {
      const { status, seconds } = await ended;
      console.log(`\n=== ${stage.title} (ran in the background) ===\n`);
      process.stdout.write(readFileSync(log, 'utf8'));
      return { status, seconds };
    },
  };
}

export async function runTests(argv, { startedAt = Date.now(), installSeconds = null } = {}) {
  const unknown = argv.filter((name) => !(name in STAGES));
  if (unknown.length) {
    console.error(`Unknown stage ${unknown.join(', ')}; the stages are: ${STAGE_ORDER.join(', ')}`);
    process.exit(2);
  }
  const chosen = STAGE_ORDER.filter((name) => (argv.length ? argv.includes(name) : true));
  if (argv.includes('build')) chosen.unshift('build');
  const rows = installSeconds === null ? [] : [{ name: 'install', seconds: installSeconds }];
  const done = new Set();
  let failed = null;
  // A background stage runs only beside other stages, and never when asked to run alone.
  const background =
    chosen.length > 1 && !process.env.PORTFOLIO_TEST_SERIAL
      ? chosen.filter((name) => STAGES[name].background).map(startInBackground)
      : [];
  const awaitBackground = async () => {
    for (const job of background.splice(0)) {
      const { status, seconds } = await job.finish();
      rows.push({ name: job.name, seconds, note: 'in the background' });
      done.add(job.name);
      if (status !== 0) throw new StageFailed(status);
    }
  };
  for (const job of background) done.add(job.name);
  // Ctrl-C reaches the foreground stages through the terminal; a background one has a group of
  // its own and is stopped here.
  process.once('SIGINT', () => {
    for (const job of background) job.stop();
    process.exit(130);
  });

  const timed = async (name, body) => {
    console.log(`\n=== ${STAGES[name].title} ===\n`);
    const stageStart = Date.now();
    try {
      await body();
    } finally {
      rows.push({ name, seconds: (Date.now() - stageStart) / 1000 });
      done.add(name);
    }
  };

  try {
    for (let i = 0; i < chosen.length; i++) {
      const name = chosen[i];
      if (done.has(name)) continue;
      for (const need of STAGES[name].needs ?? []) if (!done.has(need)) await timed(need, STAGES[need].run);
      if (!STAGES[name].emulators) {
        await timed(name, STAGES[name].run);
        continue;
      }
      // The emulator stages get the machine to themselves; then this stage and the emulator
      // stages right after it share one start of the suite.
      await awaitBackground();
      const group = [name];
      while (STAGES[chosen[i + group.length]]?.emulators) group.push(chosen[i + group.length]);
      console.log(`\n=== ${group.map((n) => STAGES[n].title).join(', then ')} ===\n`);
      const result = await runWithEmulators(group);
      rows.push(...result.rows);
      for (const n of group) done.add(n);
      if (result.failure) throw result.failure;
    }
    await awaitBackground();
  } catch (error) {
    for (const job of background) job.stop();
    if (!(error instanceof StageFailed)) throw error;
    failed = error;
  }

  const wall = (Date.now() - startedAt) / 1000;
  console.log(`\n=== Stage times ===\n\n${stageTable(rows, wall)}\n`);
  for (const warning of budgetWarnings(rows, wall)) console.warn(`WARNING: ${warning}`);
  if (failed) process.exit(failed.status);
}
