import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_ATTRIBUTE, REVEAL_ROOT_MARGIN, useScrollReveal } from './use-scroll-reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** jsdom has no IntersectionObserver: this one records what is watched and lets a test fire it. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed = new Set<Element>();
  constructor(
    public callback: Callback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  fire(target: Element, isIntersecting: boolean, top: number) {
    this.callback([{ target, isIntersecting, boundingClientRect: { top } as DOMRect }]);
  }
}

function waiting(): HTMLElement {
  const el = document.createElement('div');
  el.className = 'scroll-animation';
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(REVEAL_ATTRIBUTE);
  vi.unstubAllGlobals();
});

describe('useScrollReveal', () => {
  it('reveals an element once it enters the viewport above its lower 10%', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const el = waiting();
    renderHook(() => useScrollReveal());
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe(REVEAL_ROOT_MARGIN);
    expect(observer.observed.has(el)).toBe(true);

    observer.fire(el, false, 950);
    expect(el).not.toHaveClass('animated');
    observer.fire(el, true, 400);
    expect(el).toHaveClass('animated');
    expect(observer.observed.has(el)).toBe(false);
  });

  it('hides sections still to come only once those on screen are marked, so nothing seen blinks out', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onScreen = waiting();
    const below = waiting();
    const { unmount } = renderHook(() => useScrollReveal());
    // Before the observer's first answer: the prerendered sections all show.
    expect(document.documentElement).not.toHaveAttribute(REVEAL_ATTRIBUTE);

    FakeObserver.last!.callback([
      { target: onScreen, isIntersecting: true, boundingClientRect: { top: 100 } as DOMRect },
      { target: below, isIntersecting: false, boundingClientRect: { top: 2000 } as DOMRect },
    ]);
    expect(onScreen).toHaveClass('animated');
    expect(below).not.toHaveClass('animated');
    expect(document.documentElement).toHaveAttribute(REVEAL_ATTRIBUTE);

    unmount();
    expect(document.documentElement).not.toHaveAttribute(REVEAL_ATTRIBUTE);
  });

  it('reveals an element the visitor has already scrolled past', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const el = waiting();
    renderHook(() => useScrollReveal());
    FakeObserver.last!.fire(el, false, -300);
    expect(el).toHaveClass('animated');
  });

  it('watches sections a page renders after its data arrives, and nothing else', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderHook(() => useScrollReveal());
    const section = document.createElement('section');
    const later = document.createElement('div');
    later.className = 'scroll-animation';
    const plain = document.createElement('div');
    section.append(later, plain);
    document.body.append(section);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeObserver.last!.observed.has(later)).toBe(true);
    expect(FakeObserver.last!.observed.has(plain)).toBe(false);
  });

  it('shows everything at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const el = waiting();
    renderHook(() => useScrollReveal());
    expect(el).toHaveClass('animated');
  });
});
