// `npm start`: installs first when needed (Node's built-ins only until then), then starts the
// emulators, the demo content, the published site and the dev server (scripts/commands/start.mjs).
import { ensureDependencies } from './lib/install.mjs';

ensureDependencies();
await import('./commands/start.mjs');
