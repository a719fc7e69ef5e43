/**
 * The seed writes dozens of documents and uploads a score of images at once; each would start a
 * trigger in the Functions emulator (an image's renditions, a content record), and twenty image
 * renditions at once on two cores make the Storage emulator drop the seed's own uploads. The
 * emulator hub can pause background triggers: the seed pauses them around its writes and records
 * the one thing they would have recorded, that the content changed.
 *
 * Not @firebase/rules-unit-testing's withFunctionTriggersDisabled, which calls the same endpoints:
 * it throws when the hub answers 400, and the hub does so until the Functions emulator has
 * registered, which `npm start` meets when it seeds as soon as Firestore and Auth answer. So the
 * seed asks again until the Functions emulator has registered, for up to two minutes.
 */

type HubAnswer = 'done' | 'refused' | 'unreachable';

async function setTriggers(hub: string, state: 'enable' | 'disable'): Promise<HubAnswer> {
  try {
    const response = await fetch(`http://${hub}/functions/${state}BackgroundTriggers`, {
      method: 'PUT',
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? 'done' : 'refused';
  } catch {
    return 'unreachable';
  }
}

/** How long the seed waits for the Functions emulator to register with a hub that answers. */
export const REGISTER_WAIT_MS = 120_000;

async function pause(hub: string, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const answer = await setTriggers(hub, 'disable');
    if (answer === 'done') return true;
    // No hub (a Firestore-only run): nothing to pause. A hub that still refuses: write anyway.
    if (answer === 'unreachable' || Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Runs `work` with background triggers paused when a hub with the Functions emulator answers, and
 * as is otherwise. Triggers are always resumed, also when `work` throws.
 */
export async function withTriggersPaused<T>(
  hub: string | null,
  work: () => Promise<T>,
  waitMs = REGISTER_WAIT_MS,
): Promise<T> {
  const paused = hub !== null && (await pause(hub, waitMs));
  try {
    return await work();
  } finally {
    if (paused) await setTriggers(hub, 'enable');
  }
}
