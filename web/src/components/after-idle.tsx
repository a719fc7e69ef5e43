import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterLoad } from '@/lib/after-load';
import { whenIdle } from '@/lib/when-idle';

interface AfterIdleProps {
  children: ReactNode;
  /** Mount at the latest this long after the wait began, idle or not. */
  timeoutMs: number;
  /** Wait first until this long after the page's load event. */
  afterLoadMs?: number;
}

/**
 * Mounts `children` once the browser is idle after the first render, so that work nobody is
 * waiting for gets a task of its own instead of lengthening the one that hydrates the page. With
 * `afterLoadMs`, only once the page's own work (hydration, the first content refresh) is long
 * done: for work that keeps other threads busy too.
 */
export function AfterIdle({ children, timeoutMs, afterLoadMs }: AfterIdleProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setIdle(true));
    if (afterLoadMs === undefined) return whenIdle(show, timeoutMs);
    let cancelIdle = () => {};
    const cancelLoad = afterLoad(() => {
      cancelIdle = whenIdle(show, timeoutMs);
    }, afterLoadMs);
    return () => {
      cancelLoad();
      cancelIdle();
    };
  }, [timeoutMs, afterLoadMs]);
  return idle ? children : null;
}
