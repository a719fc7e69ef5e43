/** Faster than any person fills four fields, slow enough for none to notice. */
export const MIN_FILL_MS = 3000;

/**
 * Form-filling bots fill every field, including the hidden one, and submit at once. Either sign
 * gets a fake success: nothing is stored or sent, and the bot learns nothing.
 */
export function looksLikeBot(honeypotValue: string, openedAt: number, now: number = Date.now()): boolean {
  return honeypotValue.trim() !== '' || now - openedAt < MIN_FILL_MS;
}
