import { documentsRead, isFirestoreRead } from '../../scripts/bench/firestore-reads.mjs';

/** Runs `run` and counts the Firestore documents its lite-client requests read. */
export async function countReads<T>(run: () => Promise<T>): Promise<{ value: T; reads: number }> {
  const original = globalThis.fetch;
  let reads = 0;
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (isFirestoreRead(url)) reads += documentsRead(url, await response.clone().text());
    return response;
  };
  try {
    return { value: await run(), reads };
  } finally {
    globalThis.fetch = original;
  }
}
