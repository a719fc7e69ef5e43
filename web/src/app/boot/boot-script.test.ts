// @vitest-environment node
// @isolated: it runs in Node; between shared jsdom files it would end a jsdom worker early
// The boot script runs in the page as its own source text: it is run here the same way, in a
// sandbox that stands in for the page.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_GLOBAL } from '@portfolio/model/page-contract';
import { BOOT_SCRIPT_SOURCE, BOOT_TIMING, bootScript } from './boot-script';

/** The page's boot script element, taken apart as the browser would: its attributes and its text. */
function parseElement(element: string) {
  const match = /^<script ([^>]*)>([\s\S]*)<\/script>$/.exec(element);
  if (!match) throw new Error(`not one script element: ${element}`);
  const attributes = new Map(
    [...match[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value = '']) => [
      name!,
      value
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    ]),
  );
  return { attributes, text: match[2]! };
}

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
      hidden: visibility === 'hidden',
      createElement: (tag: string) => ({ tag }),
      head: {
        append: (element: { tag: string; href?: string; src?: string; type?: string }) =>
          events.push(element.tag === 'script' ? `${element.type} script ${element.src}` : element.href!),
      },
    },
  };
  world.window = world;
  /** Runs the page's boot script element as the page does: its text, finding itself by selector. */
  const boot = (element: string) => {
    const { attributes, text } = parseElement(element);
    (world.document as Record<string, unknown>).querySelector = (selector: string) => {
      const wanted = /^script\[([\w-]+)\]$/.exec(selector)?.[1];
      return wanted && attributes.has(wanted) ? { dataset: { boot: attributes.get('data-boot') } } : null;
    };
    runInNewContext(text, world);
  };
  return { world, events, tasks, listeners, boot };
}

async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('bootScript', () => {
  it('starts the entry after load and paint, then adds the preloads one a task', async () => {
    const chunks = Array.from({ length: 30 }, (_, i) => `/assets/chunk-${i}.js`);
    const { events, tasks, listeners, boot } = page();
    boot(bootScript(chunks, '/assets/index-1.js'));
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
    const { events, tasks, listeners, boot } = page({ painted: false });
    boot(bootScript([], '/assets/index-1.js'));
    listeners.get('load')!();
    const cap = tasks.find((t) => t.ms === BOOT_TIMING.firstPaintCapMs);
    expect(cap).toBeDefined();
    cap!.run();
    await settle();
    tasks.filter((t) => !t.ms).forEach((t) => t.run());
    expect(events[0]).toBe('module script /assets/index-1.js');
  });

  it('keeps an install offer made before the app runs, where the app looks for it', () => {
    const { world, listeners, boot } = page();
    boot(bootScript([], '/assets/index-1.js'));
    let prevented = false;
    const offer = { preventDefault: () => (prevented = true) };
    listeners.get('beforeinstallprompt')!(offer);
    expect(prevented).toBe(true);
    expect(world[INSTALL_PROMPT_GLOBAL]).toBe(offer);
  });

  it('is minified: every prerendered page carries it in its first round trip', () => {
    const script = parseElement(bootScript([], '/assets/index-1.js')).text;
    expect(script).not.toMatch(/\n|\/\/|painted|preload =/);
    expect(script.length).toBeLessThan(900);
  });

  it('has the same text on every page and in every build, so one hash in the policy allows it', () => {
    const home = parseElement(bootScript(['/assets/home-1.js'], '/assets/index-1.js'));
    const project = parseElement(
      bootScript(['/assets/project-2.js', '/assets/x-2.js'], '/assets/index-2.js'),
    );
    expect(home.text).toBe(BOOT_SCRIPT_SOURCE);
    expect(project.text).toBe(BOOT_SCRIPT_SOURCE);
    expect(project.attributes.get('data-boot')).toBe(
      '/assets/index-2.js /assets/project-2.js /assets/x-2.js',
    );
  });
});
