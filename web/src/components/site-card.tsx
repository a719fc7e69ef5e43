import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';
import cardHover from './card-hover.module.css';

interface SiteCardProps extends Omit<PaperProps, 'withBorder' | 'radius'> {
  /** How the card answers the pointer: it rises, rises and tints its border, or only tints it. */
  hover: 'lift' | 'liftOutlined' | 'outlined';
  /** A card in a list is the list's item; a card that stands alone, an article. */
  component?: 'div' | 'li' | 'article';
  className?: string;
  children: ReactNode;
}

/** The public pages' card: bordered, with large round corners and one of the site's hover responses. */
export function SiteCard({ hover, className, component = 'div', ...props }: SiteCardProps) {
  const classes = className ? `${className} ${cardHover[hover]}` : cardHover[hover];
  return <Paper withBorder radius="lg" component={component} className={classes} {...props} />;
}
