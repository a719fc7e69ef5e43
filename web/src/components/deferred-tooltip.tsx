import type { Tooltip as MantineTooltip } from '@mantine/core';
import { useEffect, useState, type ReactElement } from 'react';

type TooltipComponent = typeof MantineTooltip;
let loading: Promise<TooltipComponent> | null = null;

function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('./tooltip-module').then((m) => m.Tooltip);
  return loading;
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
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
    const cancel = whenIdle(() => {
      void loadTooltip().then((component) => active && setTooltip(() => component));
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  if (!Tooltip) return children;
  return (
    <Tooltip label={label} withArrow>
      {children}
    </Tooltip>
  );
}
