import { useEffect } from 'react';
import './scroll-reveal.css';

export const REVEAL_THRESHOLD = 0.9;
export const REVEAL_SELECTOR = '.scroll-animation:not(.animated)';

/** Adds 'animated' to every waiting element whose top is above 90% of the viewport height. */
export function revealVisible(root: ParentNode = document) {
  const limit = window.innerHeight * REVEAL_THRESHOLD;
  for (const element of root.querySelectorAll<HTMLElement>(REVEAL_SELECTOR)) {
    if (element.getBoundingClientRect().top < limit) element.classList.add('animated');
  }
}

/**
 * Watches scrolling, resizing and content arriving later (pages render their data after a
 * fetch), so a section is revealed whenever it enters the lower 90% of the screen.
 */
export function useScrollReveal(key?: unknown) {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        revealVisible();
      });
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [key]);
}
