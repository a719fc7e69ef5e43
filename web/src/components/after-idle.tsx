import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * Mounts `children` once the browser is idle after the first render, so that work nobody is
 * waiting for (registering the service worker) gets a task of its own instead of lengthening the
 * one that hydrates the page.
 */
export function AfterIdle({ children, timeoutMs }: { children: ReactNode; timeoutMs: number }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), timeoutMs), [timeoutMs]);
  return idle ? children : null;
}
