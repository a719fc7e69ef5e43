/**
 * When public reads may start. The app's start-up decides it (app/boot/read-schedule.ts) and
 * hands it in, so this data layer holds no scheduling policy of its own. Until then (the
 * prerenderer, the tests of the readers themselves) every read starts at once. It lives beside
 * the lite client's loader, which yields to it too, so firebase/ imports nothing from the public
 * content readers built on it.
 */
export interface ReadSchedule {
  /**
   * What the refresh of `key` waits for first, or null when it may start now. It resolves false
   * when the content the page holds is known to be current, and the refresh is not needed.
   */
  refreshWait(key: string): Promise<boolean> | null;
  /** A break between evaluating code and sending queries, so the two are not one long task. */
  yieldToPage(): Promise<void>;
}

const immediate: ReadSchedule = {
  refreshWait: () => null,
  yieldToPage: () => Promise.resolve(),
};

let schedule: ReadSchedule = immediate;

export function setReadSchedule(next: ReadSchedule | null): void {
  schedule = next ?? immediate;
}

export function readSchedule(): ReadSchedule {
  return schedule;
}
