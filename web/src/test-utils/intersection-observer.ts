import { vi } from 'vitest';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

interface Watched {
  callback: Callback;
  options?: IntersectionObserverInit;
  /** The elements this observer observes now. */
  targets: Element[];
}

/**
 * Replaces IntersectionObserver (jsdom has none) with one the test drives: each observer made is
 * listed with its callback, options and targets, to be called with what the element's nearness
 * is. Undo with vi.unstubAllGlobals().
 */
export function stubIntersectionObserver() {
  const watched: Watched[] = [];
  class FakeObserver {
    private readonly entry: Watched;
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: [] };
      watched.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve(target: Element) {
      this.entry.targets = this.entry.targets.filter((t) => t !== target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return watched;
}
