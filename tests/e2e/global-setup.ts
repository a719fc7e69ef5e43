import { seed } from '../../scripts/seed';

/** Every browser run starts from the demo content (idempotent: fixed ids, set() per document). */
export default async function globalSetup() {
  await seed({ quiet: true });
}
