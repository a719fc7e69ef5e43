import { useEffect } from 'react';

/** Spec section 9: an element is revealed once its top is above 90% of the viewport height. */
export const REVEAL_THRESHOLD = 0.9;

/**
 * Adds 'animated' to every '.scroll-animation' element whose top has passed the threshold (as on
 * Home). Kept in this feature until a shared hook exists: features do not import each other.
 */
export function useScrollReveal(): void {
  useEffect(() => {
    const reveal = () => {
      const limit = window.innerHeight * REVEAL_THRESHOLD;
      document.querySelectorAll<HTMLElement>('.scroll-animation:not(.animated)').forEach((element) => {
        if (element.getBoundingClientRect().top < limit) element.classList.add('animated');
      });
    };
    reveal();
    window.addEventListener('scroll', reveal, { passive: true });
    window.addEventListener('resize', reveal);
    return () => {
      window.removeEventListener('scroll', reveal);
      window.removeEventListener('resize', reveal);
    };
  }, []);
}
