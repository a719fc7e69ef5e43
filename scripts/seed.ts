// Moved to seed/seed.ts. This forwarder stays only while the browser tests (tests/e2e) and the
// browser stage of scripts/commands/test.mjs still name scripts/seed.ts; delete it once they name
// scripts/seed/seed.ts.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommandLine } from './seed/seed.ts';

export * from './seed/seed.ts';

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) runCommandLine();
