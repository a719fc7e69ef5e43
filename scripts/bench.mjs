// `npm run bench`: installs first when needed (Node's built-ins only until then), then measures
// the production build (scripts/commands/bench.mjs).
import { ensureDependencies } from './lib/install.mjs';

ensureDependencies();
await import('./commands/bench.mjs');
