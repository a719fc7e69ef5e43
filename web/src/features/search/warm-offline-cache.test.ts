// @isolated: it mocks modules and reloads them between tests (vi.doMock, vi.resetModules)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_LIST_URL, warmOfflineCache } from './warm-offline-cache';

const FILES = [
  '/pagefind/pagefind.js',
  '/pagefind/pagefind-worker.js',
  '/pagefind/wasm.en.pagefind',
  '/pagefind/pagefind.en_abc.pf_meta',
  '/pagefind/index/en_x.pf_index',
  '/pagefind/fragment/en_y.pf_fragment',
  '/pagefind/filter/en_z.pf_filter',
];

function site(list: unknown, failing: string[] = []) {
  const fetch = vi.fn(async (url: string) => {
    if (url === OFFLINE_LIST_URL) return Response.json(list);
    if (failing.includes(url)) throw new TypeError('Failed to fetch');
    return new Response(`contents of ${url}`);
  });
  const idle: Array<() => void> = [];
  const whenIdle = (run: () => void) => void idle.push(run);
  return { fetch, idle, whenIdle };
}

/** Runs idle moments one by one until the warm-up is done; returns how many it used. */
async function runIdleUntil(done: Promise<number>, idle: Array<() => void>) {
  let finished = false;
  void done.then(() => (finished = true));
  let moments = 0;
  while (!finished) {
    await vi.waitFor(() => expect(idle.length > 0 || finished).toBe(true));
    const next = idle.shift();
    if (next) {
      moments += 1;
      next();
    }
    await Promise.resolve();
  }
  return moments;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('warmOfflineCache', () => {
  it('fetches every file of the list once, a few per idle moment', async () => {
    const { fetch, idle, whenIdle } = site({ files: [...FILES, FILES[4]] });
    const done = warmOfflineCache({ fetch, whenIdle });
    const moments = await runIdleUntil(done, idle);
    expect(await done).toBe(FILES.length);
    const fetched = fetch.mock.calls.map(([url]) => url);
    expect(fetched[0]).toBe(OFFLINE_LIST_URL);
    expect(fetched.slice(1).sort()).toEqual([...FILES].sort());
    // Not all at once: the page's own requests come between.
    expect(moments).toBeGreaterThan(1);
  });

  it('fetches nothing before the first idle moment', async () => {
    const { fetch, idle, whenIdle } = site({ files: FILES });
    void warmOfflineCache({ fetch, whenIdle });
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('goes on past a file that fails, and fetches nothing outside /pagefind/', async () => {
    const { fetch, idle, whenIdle } = site(
      { files: [FILES[0], 'https://elsewhere.example/x.js', FILES[3], 42] },
      [FILES[0]!],
    );
    const done = warmOfflineCache({ fetch, whenIdle });
    await runIdleUntil(done, idle);
    expect(await done).toBe(1);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([OFFLINE_LIST_URL, FILES[0], FILES[3]]);
  });

  it('fails when the list is missing, so a later search can try again', async () => {
    const fetch = vi.fn(async () => new Response('not found', { status: 404 }));
    await expect(warmOfflineCache({ fetch, whenIdle: (run) => run() })).rejects.toThrow(/404/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('startOfflineWarmUp', () => {
  async function freshModule() {
    vi.resetModules();
    return import('./warm-offline-cache');
  }

  it('starts once per page, and only online with a service worker to keep the files', async () => {
    const fetch = vi.fn(async () => Response.json({ files: [] }));
    vi.stubGlobal('fetch', fetch);
    const { startOfflineWarmUp } = await freshModule();

    // No service worker (npm run dev, a first visit before it took over): nothing to fill.
    startOfflineWarmUp();
    expect(fetch).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    try {
      startOfflineWarmUp();
      startOfflineWarmUp();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith(OFFLINE_LIST_URL);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
