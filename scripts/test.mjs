// `npm test`: installs first when needed (Node's built-ins only until then), then runs every test
// stage in the order CI runs them (scripts/commands/test.mjs), timing the install as a stage.
import { ensureDependencies } from './lib/install.mjs';

const startedAt = Date.now();
const installed = ensureDependencies();
const { runTests } = await import('./commands/test.mjs');
await runTests(process.argv.slice(2), {
  startedAt,
  installSeconds: installed ? (Date.now() - startedAt) / 1000 : null,
});
