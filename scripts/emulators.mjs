// Starts the Firebase Emulator Suite so it works with no internet (see DESIGN.md):
//   node scripts/emulators.mjs start            long-running, data kept in .emulator-data/
//   node scripts/emulators.mjs exec "<command>"   runs a command with every emulator up
import {
  firebaseConfigPath,
  firestoreEnv,
  javaVersion,
  portOffset,
  PROJECT_ID,
  ROOT,
  storageAvailable,
  STORAGE_WARNING,
} from './lib/emulator-env.mjs';
import { runOrExit, startChild } from './lib/run.mjs';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const [mode = 'start', command] = process.argv.slice(2);

if (!javaVersion()) {
  console.error('Java 17+ is missing; install it with: sudo apt-get install -y openjdk-17-jre-headless');
  process.exit(1);
}

const withStorage = await storageAvailable();
const only = ['auth', 'firestore', 'functions', ...(withStorage ? ['storage'] : [])];
if (mode === 'exec' || process.env.PORTFOLIO_HOSTING === 'on') only.push('hosting');
if (!withStorage) console.warn(`\n${STORAGE_WARNING}\n`);

runOrExit('npm', ['run', 'build', '-w', 'functions', '--silent']);

const env = {
  ...process.env,
  ...firestoreEnv(),
  PORTFOLIO_STORAGE: withStorage ? 'on' : 'off',
  PORTFOLIO_PORT_OFFSET: String(portOffset()),
  // firebase-tools asks before it sends anything home; answer for it in scripts and CI.
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
};
const base = [
  'firebase',
  'emulators:' + mode,
  '--project',
  PROJECT_ID,
  '--config',
  firebaseConfigPath(),
  '--only',
  only.join(','),
];

let args;
if (mode === 'exec') {
  if (!command) {
    console.error('usage: node scripts/emulators.mjs exec "<command>"');
    process.exit(2);
  }
  args = [...base, command];
} else if (mode === 'start') {
  const dataDir = portOffset() === 0 ? '.emulator-data' : `.emulator-data/offset-${portOffset()}`;
  mkdirSync(join(ROOT, dataDir), { recursive: true });
  // firebase-tools refuses an import folder without an export in it (the very first start).
  const hasExport = existsSync(join(ROOT, dataDir, 'firebase-export-metadata.json'));
  args = [...base, ...(hasExport ? ['--import', dataDir] : []), '--export-on-exit', dataDir];
} else {
  console.error(`unknown mode ${mode}; use start or exec`);
  process.exit(2);
}

const child = startChild('npx', args, { env, detached: false });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
