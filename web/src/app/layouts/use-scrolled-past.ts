import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the page is scrolled past `sentinel`: an empty element at the very top of the page, as
 * tall as the distance that counts. An IntersectionObserver answers after the browser's own
 * layout, once per crossing. Mantine's useWindowScroll set state on every scroll event and so
 * re-rendered the bar each time (scrolling the home page down and back on a 4x slower CPU took
 * 840 to 1,150 ms of script with it, 130 to 190 without: scripts/bench/scroll-cost.mjs), and
 * its first read of window.scrollY, right after hydration, forced a layout of the whole page
 * inside the scripts' task.
 */
export function useScrolledPast(sentinel: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = sentinel.current;
    // Every browser the site supports has IntersectionObserver; without one the bar stays as at the top.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      // Touching the viewport's top edge still counts as in it: past means strictly further.
      if (latest) setPast(!latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel]);
  return past;
}
