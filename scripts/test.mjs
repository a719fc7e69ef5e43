// `npm test`: installs first when needed (Node's built-ins only until then), then runs every test
// stage in the order CI runs them (scripts/commands/test.mjs).
import { ensureDependencies } from './lib/install.mjs';

ensureDependencies();
await import('./commands/test.mjs');
