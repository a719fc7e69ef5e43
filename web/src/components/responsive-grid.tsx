import { Box, getSpacing, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { AriaAttributes, ReactNode } from 'react';
import classes from './responsive-grid.module.css';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];

interface ResponsiveGridProps extends Omit<BoxProps, 'style'> {
  /** Columns from each breakpoint up; a breakpoint left out keeps the one before. */
  cols: { base: number } & Partial<Record<Breakpoint, number>>;
  spacing?: MantineSpacing | number;
  verticalSpacing?: MantineSpacing | number;
  component?: 'div' | 'ul' | 'ol';
  children: ReactNode;
  'aria-busy'?: AriaAttributes['aria-busy'];
  'data-testid'?: string;
}

/**
 * Equal columns by viewport width, as Mantine's SimpleGrid lays them out. SimpleGrid writes its
 * breakpoints into a <style> element beside the grid, which HTML allows in the body only as its
 * parent's first child; this grid takes them from a stylesheet and custom properties instead.
 */
export function ResponsiveGrid({
  cols,
  spacing = 'md',
  verticalSpacing = spacing,
  className,
  ...props
}: ResponsiveGridProps) {
  const vars: Record<string, string> = {
    '--rg-spacing-x': getSpacing(spacing)!,
    '--rg-spacing-y': getSpacing(verticalSpacing)!,
  };
  // Every breakpoint gets its own value: a nested grid must not inherit its parent's.
  let current = cols.base;
  for (const breakpoint of BREAKPOINTS) {
    current = cols[breakpoint] ?? current;
    vars[`--rg-cols-${breakpoint}`] = String(current);
  }
  return (
    <Box {...props} className={className ? `${classes.grid} ${className}` : classes.grid} __vars={vars} />
  );
}
