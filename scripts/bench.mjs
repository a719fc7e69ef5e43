// `npm run bench`: production build, served by the Hosting emulator with the other emulators and
// the demo content, measured by Lighthouse (see scripts/bench/measure.mjs).
import { ensureDependencies } from './lib/deps.mjs';
import { runOrExit } from './lib/run.mjs';

ensureDependencies();
runOrExit('npm', ['run', 'build', '--silent']);
runOrExit('node', ['scripts/emulators.mjs', 'exec', 'node scripts/bench/measure.mjs']);
