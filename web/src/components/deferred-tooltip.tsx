import type { Tooltip as MantineTooltip } from '@mantine/core';
import { startTransition, useEffect, useState, type ReactElement } from 'react';
import { START_UP } from '@/config/start-up';
import { whenIdle } from '@/lib/when-idle';

type TooltipComponent = typeof MantineTooltip;
let loading: Promise<TooltipComponent> | null = null;

/**
 * The Tooltip component, loaded in the first idle moment after the page, for every deferred
 * tooltip at once: React swaps them all in one transition. Handing them out one per idle moment
 * instead moved no benchmark median beyond its run-to-run spread (docs/performance.md).
 */
function tooltipWhenIdle(): Promise<TooltipComponent> {
  loading ??= new Promise<void>((resolve) => whenIdle(resolve, START_UP.tooltipIdleMs))
    .then(() => import('./tooltip-module'))
    .then((m) => m.Tooltip)
    .catch((error: unknown) => {
      // Offline with the chunk not cached: the buttons stay as they are; a later page tries again.
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * A Mantine Tooltip that arrives once the browser is idle: until then (and in the prerendered
 * HTML) the child is shown alone. A closed Tooltip adds nothing to the page, so the swap is
 * invisible; its code stays out of the first download.
 */
export function DeferredTooltip({ label, children }: { label: string; children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(null);
  useEffect(() => {
    let active = true;
    tooltipWhenIdle().then(
      (component) => {
        // A transition: React renders the swap in slices that give way to the visitor's input.
        if (active) startTransition(() => setTooltip(() => component));
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, []);
  if (!Tooltip) return children;
  return (
    <Tooltip label={label} withArrow>
      {children}
    </Tooltip>
  );
}
