import { useEffect, useState } from 'react';

/** How often a late schedule is looked for: well within the minute the alert may take. */
export const CLOCK_TICK_MS = 20_000;

/** The current time, re-read every `tickMs`: what depends on it is evaluated again. */
export function useNow(tickMs = CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
