import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every path change starts at the top of the page (not on hash or query changes). */
export function useScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
