import type { Tooltip as MantineTooltip } from '@mantine/core';
import { startTransition, useEffect, useState, type ReactElement } from 'react';
import { START_UP } from '@/config/start-up';
import { whenIdle } from '@/lib/when-idle';

type TooltipComponent = typeof MantineTooltip;
let loading: Promise<TooltipComponent> | null = null;

function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('./tooltip-module').then((m) => m.Tooltip);
  return loading;
}

/**
 * Tooltips arrive one per idle moment: swapping a whole grid of cards' buttons at once is one
 * render and one commit (floating-ui sets up each), long enough to keep a tap on a phone waiting.
 */
type Swap = () => Promise<void>;
const queue: Swap[] = [];
let pumping = false;

function nextInQueue() {
  const swap = queue.shift();
  if (!swap) {
    pumping = false;
    return;
  }
  void swap().finally(() => whenIdle(nextInQueue, START_UP.tooltipIdleMs));
}

function enqueue(swap: Swap): () => void {
  queue.push(swap);
  if (!pumping) {
    pumping = true;
    whenIdle(nextInQueue, START_UP.tooltipIdleMs);
  }
  return () => {
    const index = queue.indexOf(swap);
    if (index >= 0) queue.splice(index, 1);
  };
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
    const leaveQueue = enqueue(() =>
      loadTooltip().then((component) => {
        // A transition: React renders the swap in slices that give way to the visitor's input.
        if (active) startTransition(() => setTooltip(() => component));
      }),
    );
    return () => {
      active = false;
      leaveQueue();
    };
  }, []);
  if (!Tooltip) return children;
  return (
    <Tooltip label={label} withArrow>
      {children}
    </Tooltip>
  );
}
