// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { ThemeIcon as MantineThemeIcon, type ThemeIconProps as MantineThemeIconProps } from '@mantine/core';
import type { ComponentType } from 'react';

interface ThemeIconProps extends Omit<MantineThemeIconProps, 'vars'> {
  /** `span` where only phrasing content may stand, as in a list item's icon. */
  component?: 'div' | 'span';
}

// ThemeIcon is not polymorphic in its types, but the Box it renders takes `component`.
const Root = MantineThemeIcon as ComponentType<MantineThemeIconProps & Pick<ThemeIconProps, 'component'>>;

/**
 * Mantine's ThemeIcon (9.7) turns `radius` and `color` into its CSS variables and then also puts
 * them on its element, as attributes HTML does not have. This one hands them to the same resolver
 * and keeps them off the element, so pages stay valid HTML and look the same.
 */
export function ThemeIcon({ radius, color, ...props }: ThemeIconProps) {
  return (
    <Root
      {...props}
      vars={(theme, resolved, ctx) =>
        MantineThemeIcon.varsResolver(theme, { ...resolved, radius, color }, ctx)
      }
    />
  );
}
