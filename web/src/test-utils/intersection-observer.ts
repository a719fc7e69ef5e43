import { vi } from 'vitest';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

/**
 * Replaces IntersectionObserver (jsdom has none) with one the test drives: each observer made is
 * listed with its callback and options, to be called with what the element's nearness is.
 * Undo with vi.unstubAllGlobals().
 */
export function stubIntersectionObserver() {
  const watched: { callback: Callback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      watched.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return watched;
}
