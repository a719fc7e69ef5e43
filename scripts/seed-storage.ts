// Moved to seed/seed-storage.ts. This forwarder stays only while the browser tests (tests/e2e)
// still import scripts/seed-storage; delete it once they import scripts/seed/seed-storage.
export * from './seed/seed-storage.ts';
