export interface PurgeStep {
  purged: number;
  objectsDeleted: number;
  /** Expired entries still there after this step. */
  remaining: number;
}

export interface PurgeSummary {
  purged: number;
  objectsDeleted: number;
}

/**
 * Runs a purge a few entries per call until none remain, reporting done of total after each call
 * (the total is only known once the first call says how many remain). Stops when a call removes
 * nothing, so a purge that cannot make progress never loops.
 */
export async function purgeInSteps(
  step: (limit: number) => Promise<PurgeStep>,
  limit: number,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<PurgeSummary> {
  let purged = 0;
  let objectsDeleted = 0;
  for (;;) {
    const result = await step(limit);
    purged += result.purged;
    objectsDeleted += result.objectsDeleted;
    onProgress(purged, purged + result.remaining);
    if (result.remaining === 0 || result.purged === 0) return { purged, objectsDeleted };
  }
}
