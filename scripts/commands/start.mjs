// What `npm start` runs once installed: the emulators with the demo content, the published site
// on the Hosting emulator (what visitors of the deployed site get) and the web app with hot reload.
// Ctrl-C exports the emulator data (it comes back on the next start) and stops everything.
import { spawnSync } from 'node:child_process';
import {
  emulatorPorts,
  exportData,
  javaVersion,
  portOffset,
  ROOT,
  storageRuntime,
} from '../lib/emulator-env.mjs';
import { runOrExit, startChild, stopChild, waitForUrl } from '../lib/run.mjs';
import { stampWebBuild, webBuildReason } from '../lib/web-build.mjs';

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

// Publish renders with the SSR build that the functions bundle from web/dist, and the Hosting
// emulator serves web/dist: both need a current production build before the emulators start.
const buildReason = webBuildReason(ROOT, portOffset());
if (buildReason) {
  console.log(`Building the site (${buildReason})...`);
  const startedAt = Date.now();
  runOrExit('npm', ['run', 'build', '-w', 'web', '--silent']);
  stampWebBuild(ROOT, startedAt, portOffset());
}

start('emulators', 'node', ['scripts/emulators.mjs', 'start'], {
  ...process.env,
  PORTFOLIO_EXPORT: 'manual',
  PORTFOLIO_HOSTING: 'on',
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
const seeded = spawnSync('npx', ['tsx', 'scripts/seed/seed.ts', '--if-empty', '--photo'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    ...(withStorage ? { FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}` } : {}),
  },
});
if (seeded.status !== 0) console.error('Seeding the demo content failed; the site starts without it.');

const published = spawnSync('npx', ['tsx', 'scripts/publish-on-start.ts'], { stdio: 'inherit', cwd: ROOT });
if (published.status !== 0)
  console.error('The static pages were not published; press Publish in the admin area.');

// The Tasks emulator's queue lives in memory: the schedules of the last session are queued again.
const requeued = spawnSync('npx', ['tsx', 'scripts/requeue-schedules.ts'], { stdio: 'inherit', cwd: ROOT });
if (requeued.status !== 0)
  console.error('Scheduled documents were not queued again; save each one again to schedule it.');

start('web', 'npm', ['run', 'dev', '-w', 'web', '--', '--clearScreen', 'false']);
await waitForUrl(`http://127.0.0.1:${ports.dev}/`, { timeoutMs: 60_000 });

console.log(`
  Portfolio is running:
    Site:       http://localhost:${ports.dev}  (hot reload)
    Published:  http://127.0.0.1:${ports.hosting}  (the static pages a visitor of the deployed site gets)
    Admin:      http://localhost:${ports.dev}/admin/login
                email ${process.env.ADMIN_EMAIL ?? 'admin@example.com'}  password ${process.env.ADMIN_PASSWORD ?? 'portfolio-admin'}
  Press Ctrl-C to stop; the data is saved and comes back on the next start.
`);
