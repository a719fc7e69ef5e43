/**
 * The seed writes dozens of documents at once; each would start a content trigger in the
 * Functions emulator, which works through them one by one for tens of seconds on a slow machine,
 * and every callable made meanwhile (a visitor's contact message, a publish) waits behind them.
 * The emulator hub can pause background triggers: the seed pauses them around its writes and
 * records the one thing they would have recorded, that the content changed.
 *
 * Not @firebase/rules-unit-testing's withFunctionTriggersDisabled, which calls the same endpoints:
 * it throws when the hub answers 400, and the hub does so until the Functions emulator has
 * registered, which `npm start` can meet when it seeds as soon as Firestore and Auth answer. A seed
 * must not fail for that; it only writes with the triggers running.
 */

async function setTriggers(hub: string, state: 'enable' | 'disable'): Promise<boolean> {
  try {
    const response = await fetch(`http://${hub}/functions/${state}BackgroundTriggers`, {
      method: 'PUT',
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Runs `work` with background triggers paused when a hub with the Functions emulator answers, and
 * as is otherwise. Triggers are always resumed, also when `work` throws.
 */
export async function withTriggersPaused<T>(hub: string | null, work: () => Promise<T>): Promise<T> {
  const paused = hub !== null && (await setTriggers(hub, 'disable'));
  try {
    return await work();
  } finally {
    if (paused) await setTriggers(hub, 'enable');
  }
}
