import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { seed } from '../../scripts/seed/seed';

/**
 * Every browser run starts from exactly the demo content: `force` also removes what the emulator
 * tests before it left in demo-portfolio, so counts and order indexes match scripts/seed/demo-content.ts.
 * Then the pages are prerendered from it, as a deployed site serves them.
 */
export default async function globalSetup() {
  await seed({ quiet: true, force: true });
  const prerender = spawnSync('npx', ['tsx', 'scripts/prerender.ts'], {
    cwd: resolve(import.meta.dirname, '..', '..'),
    stdio: 'inherit',
  });
  if (prerender.status !== 0) throw new Error('The prerender failed; see its messages above.');
}
