// Starts the Firebase Emulator Suite so it works with no internet (scripts/lib/emulator-env.mjs):
//   node scripts/emulators.mjs start            long-running, data kept in .emulator-data/
//   node scripts/emulators.mjs exec "<command>"   runs a command with every emulator up
import {
  firebaseConfigPath,
  firestoreEnv,
  javaVersion,
  portOffset,
  PROJECT_ID,
  ROOT,
  dataDir,
  storageRuntime,
  storageWarning,
} from './lib/emulator-env.mjs';
import { runOrExit, startChild } from './lib/run.mjs';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [mode = 'start', command] = process.argv.slice(2);

if (!javaVersion()) {
  console.error('Java 17+ is missing; install it with: sudo apt-get install -y openjdk-17-jdk-headless');
  process.exit(1);
}

const storage = await storageRuntime();
const withStorage = 'runtime' in storage;
const only = ['auth', 'firestore', 'functions', ...(withStorage ? ['storage'] : [])];
if (mode === 'exec' || process.env.PORTFOLIO_HOSTING === 'on') only.push('hosting');
if (withStorage) console.log(`Storage emulator rules runtime: ${storage.runtime}`);
else console.warn(`\n${storageWarning(storage.unavailable)}\n`);

runOrExit('npm', ['run', 'build', '-w', 'functions', '--silent']);
const FUNCTIONS_DIR = join(ROOT, 'functions');
const RULES_RUNTIME_LINES = join(ROOT, 'scripts', 'lib', 'rules-runtime-lines.cjs');
const removeManifest = () => rmSync(join(FUNCTIONS_DIR, 'functions.yaml'), { force: true });

// The Storage emulator keeps its objects' bytes under the system's temp folder (firebase/storage),
// one folder for every emulator on the machine: a second checkout starting its own emulator wipes
// it, and the first then fails on every object it stored. Each port offset gets a folder of its own.
const tmp = join(ROOT, '.cache', 'emulator-tmp', `offset-${portOffset()}`);
mkdirSync(tmp, { recursive: true });

const env = {
  ...process.env,
  TMPDIR: tmp,
  ...firestoreEnv(),
  ...(withStorage ? storage.env : {}),
  PORTFOLIO_STORAGE: withStorage ? 'on' : 'off',
  PORTFOLIO_PORT_OFFSET: String(portOffset()),
  // firebase-tools asks before it sends anything home; answer for it in scripts and CI.
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  // The Storage emulator's reader of its rules runtime drops two answers that arrive together, and
  // those requests hang (scripts/lib/rules-runtime-lines.cjs hands it one line at a time).
  NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(RULES_RUNTIME_LINES)}`]
    .filter(Boolean)
    .join(' '),
  // Each Storage event that finds every functions worker busy starts another, and an upload makes
  // a burst of them (its renditions are objects too). On a busy machine a worker can take longer
  // than firebase-tools' 30 s to start, and the event is then dropped: give it two minutes.
  FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT || '120',
  // The Functions emulator runs up to 50 function calls at once, each busy one in a Node process of
  // its own: a restore or a seed's burst of Storage events started some thirty, each loading the
  // bundle on two cores, and everything waited on that. Four at a time reuse warm workers (the
  // backup round trip: 40 s against 76 s).
  FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL || '4',
  // firebase-tools learns which functions there are by starting the bundle in a Node process: at
  // start, and again each time the triggers resume (every seed pauses and resumes them, 5.5 s
  // each). Told where to write what it learned, it writes functions/functions.yaml and reads that
  // file at every later discovery instead. The functions build removes it (a new build makes it
  // stale), and so does this script's exit, so a deploy never reads it.
  FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: FUNCTIONS_DIR,
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
  // The command itself keeps the caller's temp folder.
  args = [...base, `export TMPDIR='${tmpdir()}'; ${command}`];
} else if (mode === 'start') {
  // Data persists between starts: imported here, exported by scripts/start.mjs (or on exit when
  // this script runs alone) through this suite's own hub.
  const dir = dataDir();
  mkdirSync(dir, { recursive: true });
  const hasExport = existsSync(join(dir, 'firebase-export-metadata.json'));
  const exportOnExit = process.env.PORTFOLIO_EXPORT === 'manual' ? [] : ['--export-on-exit', dir];
  args = [...base, ...(hasExport ? ['--import', dir] : []), ...exportOnExit];
} else {
  console.error(`unknown mode ${mode}; use start or exec`);
  process.exit(2);
}

const child = startChild('npx', args, { env, detached: false });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  removeManifest();
  process.exit(code ?? (signal ? 1 : 0));
});
