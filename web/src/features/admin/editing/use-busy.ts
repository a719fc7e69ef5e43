import { useState } from 'react';

/** A flag that is true while `run`'s action is in flight, for spinners and disabled buttons. */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
