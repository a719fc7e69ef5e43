import type { ReactNode } from 'react';
import classes from './scroll-region.module.css';

/**
 * A table wider than a phone scrolls sideways inside this box, not the page. The box takes the
 * keyboard's focus, so the arrow keys scroll it too, and is named for a screen reader.
 */
export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <div className={classes.region} role="region" aria-label={label} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
