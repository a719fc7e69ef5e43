/**
 * `promise`, or a rejection once `ms` have passed without an answer: a request that hangs (a
 * captive portal, a dead connection) must end in a state, not a spinner.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Request timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
