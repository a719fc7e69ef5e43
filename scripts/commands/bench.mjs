// What `npm run bench` runs once installed: the production build, served by the Hosting emulator
// with the other emulators and the demo content, measured by Lighthouse (scripts/bench/measure.mjs).
import { runOrExit } from '../lib/run.mjs';

runOrExit('npm', ['run', 'build', '--silent']);
runOrExit('node', ['scripts/emulators.mjs', 'exec', 'npx tsx scripts/bench/measure.mjs']);
