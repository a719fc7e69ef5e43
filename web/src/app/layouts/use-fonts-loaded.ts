import { useEffect } from 'react';

const FONTS_LOADED_CLASS = 'fonts-loaded';

/** The page is marked font-loaded once the (self-hosted) fonts are ready, for styles that wait on them. */
export function useFontsLoaded() {
  useEffect(() => {
    let active = true;
    const mark = () => active && document.documentElement.classList.add(FONTS_LOADED_CLASS);
    if (typeof document.fonts?.ready?.then === 'function') document.fonts.ready.then(mark, mark);
    else mark();
    return () => {
      active = false;
    };
  }, []);
}
