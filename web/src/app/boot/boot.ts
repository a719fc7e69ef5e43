/** What every page hands the boot script, the same on each (boot-script.ts). */
export interface BootOptions {
  installPromptGlobal: string;
  firstPaintCapMs: number;
}

/**
 * Runs in the prerendered page, as the only script it starts with. It keeps an early install
 * offer, and once the page has loaded and had its first contentful paint (at once in a background
 * tab, which never paints) imports the entry and then preloads the page's chunks, one a task
 * (docs/performance.md, 'Preload links, one a task'). Started earlier, hydration can hold the
 * first frame back on a busy phone.
 *
 * It is shipped as its own source text, minified (`bootScript`, vite/minified-source.ts), so it
 * may use nothing but its arguments and the page's globals. That text is the same on every page
 * and in every build, so the site's Content-Security-Policy can allow it by its hash: what differs
 * (the build's entry, then the page's chunks) it reads from its own element's `data-boot`
 * attribute, paths separated by spaces. A module script has no `document.currentScript`; the
 * element is the first script with that attribute, in the head before any content (and content
 * markup never holds a script).
 */
export default function boot(options: BootOptions) {
  // The attribute's name is written out here and in boot-script.ts: this text can import nothing.
  const [entry, ...chunks] = (document.querySelector('script[data-boot]') as HTMLElement).dataset.boot!.split(
    ' ',
  );
  addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault();
      (window as unknown as Record<string, Event>)[options.installPromptGlobal] = event;
    },
    { once: true },
  );
  const painted = () =>
    new Promise<void>((done) => {
      if (document.hidden) return done();
      const seen = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          seen.disconnect();
          done();
        }
      });
      seen.observe({ type: 'paint', buffered: true });
      setTimeout(done, options.firstPaintCapMs);
    });
  // One link a task: each request wakes the browser's network side, and a burst of thirty kept
  // the page's main thread waiting for a CPU in one long task.
  const preload = () => {
    const href = chunks.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    if (chunks.length) setTimeout(preload);
  };
  // A module script rather than import(): test and build tools rewrite import() in source text,
  // and this function travels as its source text.
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry!;
    document.head.append(script);
  };
  addEventListener('load', () =>
    painted().then(() =>
      setTimeout(() => {
        start();
        setTimeout(preload);
      }),
    ),
  );
}
