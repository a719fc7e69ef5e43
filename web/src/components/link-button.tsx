import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface LinkButtonProps extends ButtonProps {
  /** A route of the site. */
  to: string;
  icon: Icon;
  iconSize?: number;
  /** An arrow back reads before the words; every other icon after them. */
  iconSide?: 'left' | 'right';
  /** When the words alone would not say which item the page is about. */
  'aria-label'?: string;
  children: ReactNode;
}

/** The site's rounded button to one of its pages, with an icon that says where it goes. */
export function LinkButton({
  to,
  icon: ButtonIcon,
  iconSize = 16,
  iconSide = 'right',
  ...props
}: LinkButtonProps) {
  const icon = <ButtonIcon size={iconSize} aria-hidden="true" />;
  const section = iconSide === 'left' ? { leftSection: icon } : { rightSection: icon };
  return <Button component={Link} to={to} radius="xl" {...section} {...props} />;
}
