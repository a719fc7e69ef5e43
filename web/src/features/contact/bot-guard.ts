/** Faster than any person fills four fields, slow enough for none to notice. */
export const MIN_FILL_MS = 3000;

/**
 * 'too-soon': sent within MIN_FILL_MS of opening the page, which autofill plus paste can do;
 * 'trap': the hidden field has a value, which form-filling bots (and, rarely, a browser's
 * autofill) put there. Neither is ever answered as sent: a person must learn that the message
 * did not go and be able to send it again.
 */
export type BotSign = 'too-soon' | 'trap' | null;

export function botSign(honeypotValue: string, openedAt: number, now: number = Date.now()): BotSign {
  if (honeypotValue.trim() !== '') return 'trap';
  if (now - openedAt < MIN_FILL_MS) return 'too-soon';
  return null;
}
