// @vitest-environment node
// The boot script runs in the page as its own source text: it is run here the same way, in a
// sandbox that stands in for the page.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_GLOBAL } from '@portfolio/model/page-contract';
import { BOOT_TIMING, bootScript } from './boot-script';

function page({ painted = true, visibility = 'visible' } = {}) {
  const events: string[] = [];
  const tasks: Array<{ run: () => void; ms: number }> = [];
  const listeners = new Map<string, (event?: unknown) => void>();
  const world: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (run: () => void, ms = 0) => tasks.push({ run, ms }),
    PerformanceObserver: class {
      constructor(private readonly seen: (list: unknown) => void) {}
      observe() {
        if (painted) this.seen({ getEntriesByName: () => [{}] });
      }
      disconnect() {}
    },
    document: {
      visibilityState: visibility,
      createElement: (tag: string) => ({ tag }),
      head: {
        append: (element: { tag: string; href?: string; src?: string; type?: string }) =>
          events.push(element.tag === 'script' ? `${element.type} script ${element.src}` : element.href!),
      },
    },
  };
  world.window = world;
  return { world, events, tasks, listeners };
}

async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('bootScript', () => {
  it('starts the entry after load and paint, then adds the preloads one a task', async () => {
    const chunks = Array.from({ length: 30 }, (_, i) => `/assets/chunk-${i}.js`);
    const { world, events, tasks, listeners } = page();
    runInNewContext(bootScript(chunks, '/assets/index-1.js'), world);
    expect(events).toEqual([]);
    listeners.get('load')!();
    await settle();
    const afterEachTask: number[] = [];
    while (tasks.length) {
      const task = tasks.shift()!;
      if (task.ms) continue;
      task.run();
      afterEachTask.push(events.length);
    }
    expect(events[0]).toBe('module script /assets/index-1.js');
    expect(events.slice(1)).toEqual(chunks);
    // The entry alone in its task, so it is requested before the preloads; then a preload a task,
    // so that no task sends a burst of requests.
    expect(afterEachTask).toEqual(Array.from({ length: chunks.length + 1 }, (_, i) => i + 1));
  });

  it('starts anyway when no first paint comes within the cap', async () => {
    const { world, events, tasks, listeners } = page({ painted: false });
    runInNewContext(bootScript([], '/assets/index-1.js'), world);
    listeners.get('load')!();
    const cap = tasks.find((t) => t.ms === BOOT_TIMING.firstPaintCapMs);
    expect(cap).toBeDefined();
    cap!.run();
    await settle();
    tasks.filter((t) => !t.ms).forEach((t) => t.run());
    expect(events[0]).toBe('module script /assets/index-1.js');
  });

  it('keeps an install offer made before the app runs, where the app looks for it', () => {
    const { world, listeners } = page();
    runInNewContext(bootScript([], '/assets/index-1.js'), world);
    let prevented = false;
    const offer = { preventDefault: () => (prevented = true) };
    listeners.get('beforeinstallprompt')!(offer);
    expect(prevented).toBe(true);
    expect(world[INSTALL_PROMPT_GLOBAL]).toBe(offer);
  });

  it('is minified: every prerendered page carries it in its first round trip', () => {
    const script = bootScript([], '/assets/index-1.js');
    expect(script).not.toMatch(/\n|\/\/|painted|preload =/);
    expect(script.length).toBeLessThan(900);
  });
});
