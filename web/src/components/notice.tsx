import type { CSSProperties, ReactNode } from 'react';
import classes from './notice.module.css';

/**
 * A tinted box with an icon and a title, as Mantine's light Alert draws it, in plain markup: public
 * pages show it only while something is missing (a failed read, the mail service starting), and
 * Alert with its CloseButton was 2.7 KB of script every page loaded before hydrating. Nor is it a
 * lazy chunk: offline, with no service worker yet, a chunk not loaded before could not load at all.
 */
export function Notice({
  icon,
  title,
  color = 'gray',
  role = 'status',
  className,
  children,
}: {
  icon: ReactNode;
  title?: string;
  color?: 'gray' | 'red' | 'yellow';
  /** 'status' for calm news, 'alert' for a failure the visitor should hear at once. */
  role?: 'status' | 'alert';
  className?: string;
  children?: ReactNode;
}) {
  const style = {
    '--notice-bg': `var(--mantine-color-${color}-light)`,
    '--notice-fg': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div role={role} className={`${classes.notice} ${className ?? ''}`} style={style}>
      <span className={classes.icon}>{icon}</span>
      <div className={classes.body}>
        {title && <p className={classes.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
