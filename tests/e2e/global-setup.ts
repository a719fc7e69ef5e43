import { seed } from '../../scripts/seed';

/**
 * Every browser run starts from exactly the demo content: `force` also removes what the emulator
 * tests before it left in demo-portfolio, so counts and order indexes match scripts/demo-content.ts.
 */
export default async function globalSetup() {
  await seed({ quiet: true, force: true });
}
