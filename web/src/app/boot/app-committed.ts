/**
 * The moment the app first commits: hydrated on a prerendered page, rendered elsewhere. The start-up
 * holds the content refresh until then (read-schedule.ts).
 */
let resolveCommitted: () => void = () => {};
const committed = new Promise<void>((resolve) => {
  resolveCommitted = resolve;
});

/** Resolves once the app has first committed. */
export function whenAppCommitted(): Promise<void> {
  return committed;
}

/** app.tsx, at its first commit. */
export function appCommitted(): void {
  resolveCommitted();
}
