// `npm start`: the emulators with demo content and the web app with hot reload, in one command.
// Ctrl-C exports the emulator data (it comes back on the next start) and stops everything.
import { spawnSync } from 'node:child_process';
import { ensureDependencies } from './lib/deps.mjs';
import { emulatorPorts, exportData, javaVersion, storageRuntime } from './lib/emulator-env.mjs';
import { startChild, stopChild, waitForUrl } from './lib/run.mjs';

ensureDependencies();
if (!javaVersion()) {
  console.error(
    'Java 17+ is missing for the emulators; install it with: sudo apt-get install -y openjdk-17-jdk-headless',
  );
  process.exit(1);
}

const ports = emulatorPorts();
const children = [];
let ready = false;
let stopping = false;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const forceExit = setTimeout(() => process.exit(code), 90_000);
  forceExit.unref();
  const web = children.find((c) => c.role === 'web');
  if (web) stopChild(web.child);
  if (ready) {
    console.log('\nSaving the emulator data...');
    await exportData().catch((error) => console.error(`Could not save the emulator data: ${error.message}`));
  }
  console.log('Stopping...');
  await Promise.all(
    children.map(({ child }) => {
      stopChild(child);
      return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve)));
    }),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

function start(role, command, args, env = process.env) {
  const child = startChild(command, args, { env });
  children.push({ role, child });
  child.on('exit', (code) => void (!stopping && stopAll(code ?? 1)));
}

start('emulators', 'node', ['scripts/emulators.mjs', 'start'], {
  ...process.env,
  PORTFOLIO_EXPORT: 'manual',
});

// The hub answers before the emulators it starts; the seed needs Firestore and Auth themselves.
ready =
  (await waitForUrl(`http://127.0.0.1:${ports.firestore}/`, { timeoutMs: 180_000 })) &&
  (await waitForUrl(`http://127.0.0.1:${ports.auth}/`, { timeoutMs: 60_000 }));
if (!ready) {
  console.error('The emulators did not start; see the messages above.');
  await stopAll(1);
}

// The demo media go into Storage when its emulator runs (scripts/emulators.mjs has built or found
// its rules runtime by now, so this answers from the cache); it may come up after Firestore.
const withStorage =
  'runtime' in (await storageRuntime()) &&
  (await waitForUrl(`http://127.0.0.1:${ports.storage}/`, { timeoutMs: 60_000, accept: () => true }));
const seeded = spawnSync('npx', ['tsx', 'scripts/seed.ts', '--if-empty'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    ...(withStorage ? { FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}` } : {}),
  },
});
if (seeded.status !== 0) console.error('Seeding the demo content failed; the site starts without it.');

start('web', 'npm', ['run', 'dev', '-w', 'web', '--', '--clearScreen', 'false']);
await waitForUrl(`http://127.0.0.1:${ports.dev}/`, { timeoutMs: 60_000 });

console.log(`
  Portfolio is running:
    Site:   http://localhost:${ports.dev}
    Admin:  http://localhost:${ports.dev}/admin/login
            email ${process.env.ADMIN_EMAIL ?? 'admin@example.com'}  password ${process.env.ADMIN_PASSWORD ?? 'portfolio-admin'}
  Press Ctrl-C to stop; the data is saved and comes back on the next start.
`);
