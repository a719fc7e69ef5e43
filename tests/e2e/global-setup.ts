import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import { seed } from '../../scripts/seed/seed';
import { ADMIN_STATE, signInAsAdmin } from '../support/admin-session';

/**
 * Every browser run starts from exactly the demo content: `force` also removes what the emulator
 * tests before it left in demo-portfolio, so counts and order indexes match scripts/seed/demo-content.ts.
 * Then the pages are prerendered from it, as a deployed site serves them, and the demo admin
 * signs in once for the specs that start signed in (ADMIN_STATE).
 */
export default async function globalSetup(config: FullConfig) {
  await seed({ quiet: true, force: true });
  const prerender = spawnSync('npx', ['tsx', 'scripts/prerender.ts'], {
    cwd: resolve(import.meta.dirname, '..', '..'),
    stdio: 'inherit',
  });
  if (prerender.status !== 0) throw new Error('The prerender failed; see its messages above.');
  await saveAdminSession(config);
}

async function saveAdminSession(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0]!.use;
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ baseURL });
    await signInAsAdmin(await context.newPage());
    mkdirSync(dirname(ADMIN_STATE), { recursive: true });
    const state = await context.storageState({ indexedDB: true });
    // Playwright's type leaves out the databases that `indexedDB: true` adds to each origin.
    type Origin = (typeof state.origins)[number] & { indexedDB?: Array<{ name: string }> };
    // Only the Auth session: any content the dashboard cached would be stale in a later spec.
    const origins = (state.origins as Origin[]).map((origin) => ({
      ...origin,
      localStorage: [],
      indexedDB: origin.indexedDB?.filter((db) => db.name === 'firebaseLocalStorageDb'),
    }));
    writeFileSync(ADMIN_STATE, JSON.stringify({ cookies: state.cookies, origins }));
  } finally {
    await browser.close();
  }
}
