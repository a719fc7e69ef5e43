// The stages that need the Emulator Suite, run one after another inside a single
// `emulators.mjs exec`: the suite starts once for the emulator tests and the browser tests alike
// (a start costs most of a minute on this machine). Each stage's time goes to the file named by
// PORTFOLIO_STAGE_TIMES, one JSON line each, for the closing table of scripts/commands/test.mjs.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/** What each stage runs, in order, with the emulators up. */
const EMULATOR_STAGES = {
  emulated: [['npx', ['vitest', 'run', '--project', 'emulator']]],
  // Playwright's global setup puts the demo content back and prerenders the pages from it: the
  // browser tests visit them as a deployed site serves them.
  browser: [['npx', ['playwright', 'test']]],
};

function runStage(name) {
  const startedAt = Date.now();
  let status = 0;
  for (const [command, args] of EMULATOR_STAGES[name]) {
    status = spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
    if (status !== 0) break;
  }
  // Also when it failed: the closing table says where the time went either way.
  if (process.env.PORTFOLIO_STAGE_TIMES) {
    const row = { name, seconds: (Date.now() - startedAt) / 1000, ...(status ? { note: 'failed' } : {}) };
    appendFileSync(process.env.PORTFOLIO_STAGE_TIMES, `${JSON.stringify(row)}\n`);
  }
  return status;
}

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in EMULATOR_STAGES));
if (!names.length || unknown.length) {
  console.error(`usage: emulator-stages.mjs <${Object.keys(EMULATOR_STAGES).join('|')}>...`);
  process.exit(2);
}
for (const name of names) {
  console.log(`\n--- ${name} (emulators up) ---\n`);
  const status = runStage(name);
  if (status !== 0) process.exit(status);
}
