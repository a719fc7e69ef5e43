import { useEffect } from 'react';
import './scroll-reveal.css';

const REVEAL_SELECTOR = '.scroll-animation:not(.animated)';
/** On <html> while sections not yet seen are hidden (scroll-reveal.css). */
export const REVEAL_ATTRIBUTE = 'data-scroll-reveal';

/**
 * The lower 10% of the viewport does not count, so an element intersects what is left exactly
 * when its top is above 90% of the viewport height, the point where it fades in.
 */
export const REVEAL_ROOT_MARGIN = '0px 0px -10% 0px';

type RevealEntry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect' | 'target'>;

/** Marks the entries to reveal; an element already scrolled past (above the screen) counts too. */
function revealEntries(entries: readonly RevealEntry[], done: (element: Element) => void) {
  for (const entry of entries) {
    if (entry.isIntersecting || entry.boundingClientRect.top < 0) {
      entry.target.classList.add('animated');
      done(entry.target);
    }
  }
}

/**
 * Reveals '.scroll-animation' elements as they come into view, including those a page renders
 * after its data arrives. An IntersectionObserver, not scroll handlers reading positions: those
 * force a layout on every frame, which a phone pays for while the page is still loading.
 */
export function useScrollReveal() {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      document.querySelectorAll(REVEAL_SELECTOR).forEach((el) => el.classList.add('animated'));
      return;
    }
    const root = document.documentElement;
    // The prerendered page shows every section. Hiding the ones still to come starts only once
    // the observer's first answer has marked those on screen, in the same task: what the visitor
    // already sees never blinks out to fade in again.
    const hideUnseen = () => root.setAttribute(REVEAL_ATTRIBUTE, '');
    const observer = new IntersectionObserver(
      (entries) => {
        revealEntries(entries, (element) => observer.unobserve(element));
        hideUnseen();
      },
      { rootMargin: REVEAL_ROOT_MARGIN },
    );
    let watched = 0;
    const watch = (node: ParentNode) =>
      node.querySelectorAll(REVEAL_SELECTOR).forEach((el) => {
        watched += 1;
        observer.observe(el);
      });
    watch(document);
    if (watched === 0) hideUnseen();
    const arrivals = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(REVEAL_SELECTOR)) observer.observe(node);
          watch(node);
        }
      }
    });
    arrivals.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      arrivals.disconnect();
      root.removeAttribute(REVEAL_ATTRIBUTE);
    };
  }, []);
}
