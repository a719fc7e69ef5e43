// `npm start`: the emulators with demo content and the web app with hot reload, in one command.
// Ctrl-C stops everything it started; the emulators export their data for the next start.
import { ensureDependencies } from './lib/deps.mjs';
import { emulatorPorts, javaVersion } from './lib/emulator-env.mjs';
import { startChild, stopChild, waitForUrl } from './lib/run.mjs';
import { spawnSync } from 'node:child_process';

ensureDependencies();
if (!javaVersion()) {
  console.error(
    'Java 17+ is missing for the emulators; install it with: sudo apt-get install -y openjdk-17-jre-headless',
  );
  process.exit(1);
}

const ports = emulatorPorts();
const children = [];
let stopping = false;

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping (the emulators save their data first)...');
  for (const child of children.reverse()) stopChild(child);
  const forceExit = setTimeout(() => process.exit(code), 30_000);
  forceExit.unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const emulators = startChild('node', ['scripts/emulators.mjs', 'start']);
children.push(emulators);
emulators.on('exit', (code) => !stopping && stopAll(code ?? 1));

const ready = await waitForUrl(`http://127.0.0.1:${ports.hub}/emulators`, { timeoutMs: 180_000 });
const firestoreUp =
  ready && (await waitForUrl(`http://127.0.0.1:${ports.firestore}/`, { timeoutMs: 60_000 }));
if (!firestoreUp) {
  console.error('The emulators did not start; see the messages above.');
  stopAll(1);
} else {
  const seeded = spawnSync('npx', ['tsx', 'scripts/seed.ts', '--if-empty'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    },
  });
  if (seeded.status !== 0) console.error('Seeding the demo content failed; the site starts without it.');

  const web = startChild('npm', ['run', 'dev', '-w', 'web', '--', '--clearScreen', 'false']);
  children.push(web);
  web.on('exit', (code) => !stopping && stopAll(code ?? 1));
  await waitForUrl(`http://127.0.0.1:${ports.dev}/`, { timeoutMs: 60_000 });

  console.log(`
  Portfolio is running:
    Site:   http://localhost:${ports.dev}
    Admin:  http://localhost:${ports.dev}/admin/login
            email ${process.env.ADMIN_EMAIL ?? 'admin@example.com'}  password ${process.env.ADMIN_PASSWORD ?? 'portfolio-admin'}
  Press Ctrl-C to stop.
`);
}
