import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true after). False on
 * the server and in the first render, so a prerendered page and its hydration agree. A caller
 * with nothing to wait for passes `watch: false` and nothing is observed.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin = '400px 0px',
  { watch = true }: { watch?: boolean } = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Every browser the site supports has IntersectionObserver; without one it stays false.
    if (!watch || !element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, watch]);
  return near;
}
