// Moved to seed/demo-content.ts. This forwarder stays only while the browser tests (tests/e2e)
// still import scripts/demo-content; delete it once they import scripts/seed/demo-content.
export * from './seed/demo-content.ts';
