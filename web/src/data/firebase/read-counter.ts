/**
 * Counts Firestore documents read by this page view, for `npm run bench` (Firestore bills per
 * document read). A plain number on globalThis: no cost, nothing sent anywhere.
 */
declare global {
  var __portfolioFirestoreReads: number | undefined;
}

export function recordReads(documents: number): void {
  globalThis.__portfolioFirestoreReads = (globalThis.__portfolioFirestoreReads ?? 0) + documents;
}
